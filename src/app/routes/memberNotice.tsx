import { AgentNoticesPage } from '@/features/agent/screens/notice/AgentNoticesPage';
import { routeHandle } from '@/app/route-handle';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { agentNoticesQueryOptions } from '@/features/agent/api/notices';
import { noticeTypesOf } from '@/features/agent/lib/notice-types';
import { startRouteData } from '@/app/route-data';

export default function MemberNoticeRoute() {
  return <AgentNoticesPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  startRouteData(
    'memberNotice',
    ({ start, session, language }) =>
      start(agentNoticesQueryOptions(session, noticeTypesOf(new URL(request.url).searchParams), language)),
    { agentOnly: true },
  );

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('memberNotice');
