import { AgentNoticesPage } from '@/features/agent/screens/notice/AgentNoticesPage';
import { routeHandle } from '@/app/route-handle';

export default function MemberNoticeRoute() {
  return <AgentNoticesPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('memberNotice');
