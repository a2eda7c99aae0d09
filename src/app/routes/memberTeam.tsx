import { TeamMembersPage } from '@/features/agent/team/TeamMembersPage';

export default function MemberTeamRoute() {
  return <TeamMembersPage />;
}
