import { HelpCentrePage } from '@/features/content/screens/help/HelpCentrePage';
import { routeHandle } from '@/app/route-handle';

export default function HelpRoute() {
  return <HelpCentrePage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('help');
