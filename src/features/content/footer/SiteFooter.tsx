import { useTranslation } from 'react-i18next';
import { getConfig } from '@/config/runtime';
import './footer.css';

const BADGES = ['safePayment', 'support', 'mobile', 'odds', 'currency'] as const;

/** Site footer: badges, responsibility text (18+) and copyright with the configured brand. */
export default function SiteFooter() {
  const { t } = useTranslation('content');
  return (
    <footer className="site-footer">
      <ul className="site-footer__badges">
        {BADGES.map((badge) => (
          <li key={badge}>{t(`footer.badges.${badge}`)}</li>
        ))}
      </ul>
      <p className="site-footer__responsible">
        <span className="site-footer__age" aria-hidden="true">18+</span>
        {t('footer.responsible')}
      </p>
      <p className="site-footer__copyright">{t('footer.copyright', { brand: getConfig().brand })}</p>
    </footer>
  );
}
