import { BenefitsPage } from '@/features/rewards/screens/benefits/BenefitsPage';
import { routeHandle } from '@/app/route-handle';
import { clubBenefitQueryOptions } from '@/features/rewards/api/benefits';
import { startRouteData } from '@/app/route-data';

export default function BenefitsRoute() {
  return <BenefitsPage />;
}

/** The first screen's calls start with the route's code, on every navigation. */
export const clientLoader = () =>
  startRouteData('benefits', ({ start, user, language }) => start(clubBenefitQueryOptions(user, language)));

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('benefits');
