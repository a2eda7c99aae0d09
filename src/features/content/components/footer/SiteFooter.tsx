import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { useMinimumAge } from '@/components/legal';
import { getConfig } from '@/config/runtime';
import { VendorBadge } from '@/components/vendor-badge/VendorBadge';
import { useFooterProviders } from '../../api/use-footer-providers';
import { FOOTER_BADGES, FOOTER_PAYMENT_METHODS, PAYMENT_LOGO_HEIGHT, PAYMENT_LOGO_WIDTH } from '../../constants';
import './footer.css';

/** Site footer: game providers, payment logos, five badges, responsibility text (the minimum age) and copyright. */
export default function SiteFooter() {
  const { t } = useTranslation('content');
  const providers = useFooterProviders();
  const age = useMinimumAge();
  return (
    <footer className="site-footer">
      {!!providers.data?.length && (
        <section className="site-footer__group" aria-labelledby="footer-providers">
          <h2 id="footer-providers" className="site-footer__heading">
            {t('footer.providers')}
          </h2>
          <ul className="site-footer__providers">
            {providers.data.map((v) => (
              <li key={v.vassalage} title={v.displayName ?? v.accountTypeName}>
                <VendorBadge vassalage={v.vassalage} name={v.displayName ?? v.vassalage} decorative={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="site-footer__group" aria-labelledby="footer-payments">
        <h2 id="footer-payments" className="site-footer__heading">
          {t('footer.payments')}
        </h2>
        <ul className="site-footer__payments">
          {FOOTER_PAYMENT_METHODS.map((p) => (
            <li key={p.id}>
              <img
                src={`${import.meta.env.BASE_URL}payments/${p.id}.svg`}
                alt={t('footer.logoAlt', { name: p.name })}
                width={PAYMENT_LOGO_WIDTH}
                height={PAYMENT_LOGO_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </section>
      <ul className="site-footer__badges">
        {FOOTER_BADGES.map((badge) => (
          <li key={badge.id}>
            <Icon name={badge.icon} size={16} />
            {t(`footer.badges.${badge.id}`)}
          </li>
        ))}
      </ul>
      <p className="site-footer__responsible">
        <span className="site-footer__age" aria-hidden="true">
          {age}+
        </span>
        {t('footer.responsible', { age })}
      </p>
      <p className="site-footer__copyright">{t('footer.copyright', { brand: getConfig().brand })}</p>
    </footer>
  );
}
