import { DividendPage } from '@/features/agent/screens/dividend/DividendPage';
import { routeHandle } from '@/app/route-handle';
import { dividendRecordsQueryOptions } from '@/features/agent/api/reports';
import { FIRST_LIST_PARAMS } from '@/features/agent/lib/use-list-controls';
import { startRouteData } from '@/app/route-data';

export default function AgentDividendRoute() {
  return <DividendPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData(
    'agentDividend',
    ({ start, user }) => start(dividendRecordsQueryOptions(user, FIRST_LIST_PARAMS.pageNum)),
    { agentOnly: true },
  );

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('agentDividend');
