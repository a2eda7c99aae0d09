import { useTranslation } from 'react-i18next';

/** Home (issue #4 composes banners, marquee, game sections, lottery block and winner board here). */
export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title" className="visually-hidden">{t('routes.home')}</h1>
    </section>
  );
}
