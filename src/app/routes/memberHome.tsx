import { MemberCentrePage } from '@/features/member/centre/MemberCentrePage';

export default function MemberHomeRoute() {
  return <MemberCentrePage />;
}
