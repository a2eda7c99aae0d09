import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { CustomerServiceLink } from '@/components/customer-service/CustomerServiceLink';
import { href } from '@/config/paths';

/** The form footer: home, register and customer service. */
export function AuthFooter() {
  const { t } = useTranslation('auth');
  return (
    <nav className="auth-footer" aria-label={t('footer.label')}>
      <Link to={href('home')} className="auth-footer__link">
        <Icon name="home" size={20} />
        <span>{t('footer.home')}</span>
      </Link>
      <Link to={href('register')} className="auth-footer__link">
        <Icon name="user" size={20} />
        <span>{t('footer.register')}</span>
      </Link>
      <CustomerServiceLink className="auth-footer__link">
        <Icon name="headset" size={20} />
        <span>{t('footer.service')}</span>
      </CustomerServiceLink>
    </nav>
  );
}
