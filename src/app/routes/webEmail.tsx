import { InboxPage } from '@/features/member/screens/inbox/InboxPage';
import { routeHandle } from '@/app/route-handle';

export default function WebEmailRoute() {
  return <InboxPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('webEmail');
