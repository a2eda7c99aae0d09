import { UserAgreement } from '@/components/legal';
import { routeHandle } from '@/app/route-handle';

export default function UserAgreementRoute() {
  return (
    <section className="page">
      <UserAgreement showTitle className="card legal--page" />
    </section>
  );
}

/** Layout rules and title from the routes table (src/config/paths.ts), read by the shell. */
export const handle = routeHandle('useragreement');
