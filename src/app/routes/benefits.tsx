import { BenefitsPage } from '@/features/rewards/screens/benefits/BenefitsPage';
import { routeHandle } from '@/app/route-handle';

export default function BenefitsRoute() {
  return <BenefitsPage />;
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('benefits');
