import { SecurityCentrePage } from '@/features/member/security/SecurityCentrePage';

export default function SecurityCenterRoute() {
  return <SecurityCentrePage />;
}
