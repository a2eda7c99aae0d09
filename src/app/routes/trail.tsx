import { TrialScreen } from '@/features/auth/screens/trial/TrialScreen';
import { routeHandle } from '@/app/route-handle';

export default function TrailRoute() {
  return <TrialScreen />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('trail');
