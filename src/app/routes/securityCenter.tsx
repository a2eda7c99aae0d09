import { SecurityCentrePage } from '@/features/member/screens/security/SecurityCentrePage';

export default function SecurityCenterRoute() {
  return <SecurityCentrePage />;
}
