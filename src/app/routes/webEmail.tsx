import { InboxPage } from '@/features/member/screens/inbox/InboxPage';
import { routeHandle } from '@/app/route-handle';
import { mailsQueryOptions } from '@/features/member/api/mail';
import { startRouteData } from '@/app/route-data';

export default function WebEmailRoute() {
  return <InboxPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('webEmail', ({ startPages, user }) => startPages(mailsQueryOptions(user)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('webEmail');
