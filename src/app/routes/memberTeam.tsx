import { TeamMembersPage } from '@/features/agent/screens/team/TeamMembersPage';
import { routeHandle } from '@/app/route-handle';

export default function MemberTeamRoute() {
  return <TeamMembersPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('memberTeam');
