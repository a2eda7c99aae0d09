import { TeamMembersPage } from '@/features/agent/screens/team/TeamMembersPage';

export default function MemberTeamRoute() {
  return <TeamMembersPage />;
}
