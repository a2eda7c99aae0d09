import { FeedbackPage } from '@/features/member/screens/feedback/FeedbackPage';
import { routeHandle } from '@/app/route-handle';

export default function FeedbackRoute() {
  return <FeedbackPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('feedback');
