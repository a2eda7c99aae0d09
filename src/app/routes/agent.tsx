import { AgentDashboard } from '@/features/agent/screens/dashboard/AgentDashboard';
import { routeHandle } from '@/app/route-handle';
import { teamKpiQueryOptions } from '@/features/agent/api/dashboard';
import { unreadMailQueryOptions } from '@/queries/member';
import { agentNoticesQueryOptions } from '@/features/agent/api/notices';
import { AGENT_NOTICE_TYPES } from '@/features/agent/constants';
import { todayRange } from '@/features/agent/lib/periods';
import { startRouteData } from '@/app/route-data';

export default function AgentRoute() {
  return <AgentDashboard />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData(
    'agent',
    ({ start, session, user, language }) => {
      void start(teamKpiQueryOptions(user, todayRange()));
      void start(unreadMailQueryOptions(user));
      void start(agentNoticesQueryOptions(session, AGENT_NOTICE_TYPES, language));
    },
    { agentOnly: true },
  );

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agent');
