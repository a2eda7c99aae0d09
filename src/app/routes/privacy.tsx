import { PrivacyPolicy } from '@/components/legal';

export default function PrivacyRoute() {
  return (
    <section className="page">
      <PrivacyPolicy showTitle className="card legal--page" />
    </section>
  );
}
