import { MemberCentrePage } from '@/features/member/screens/centre/MemberCentrePage';

export default function MemberHomeRoute() {
  return <MemberCentrePage />;
}
