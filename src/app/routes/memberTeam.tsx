import { TeamMembersPage } from '@/features/agent/screens/team/TeamMembersPage';
import { routeHandle } from '@/app/route-handle';
import { teamMembersQueryOptions } from '@/features/agent/api/reports';
import { DEFAULT_MEMBER_FILTER } from '@/features/agent/constants';
import { FIRST_LIST_PARAMS } from '@/features/agent/lib/use-list-controls';
import { startRouteData } from '@/app/route-data';

export default function MemberTeamRoute() {
  return <TeamMembersPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData(
    'memberTeam',
    ({ start, user }) =>
      start(
        teamMembersQueryOptions(user, {
          pageNum: FIRST_LIST_PARAMS.pageNum,
          username: FIRST_LIST_PARAMS.username,
          filter: DEFAULT_MEMBER_FILTER,
        }),
      ),
    { agentOnly: true },
  );

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('memberTeam');
