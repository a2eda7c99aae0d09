import { UserAgreement } from '@/components/legal';

export default function UserAgreementRoute() {
  return (
    <section className="page">
      <UserAgreement showTitle className="card legal--page" />
    </section>
  );
}
