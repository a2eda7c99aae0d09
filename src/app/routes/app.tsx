import { AppDownloadPage } from '@/features/content/screens/download/AppDownloadPage';
import { routeHandle } from '@/app/route-handle';

export default function AppRoute() {
  return <AppDownloadPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('app');
