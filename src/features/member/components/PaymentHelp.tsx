import { CustomerServiceLink } from '@/components/customer-service/CustomerServiceLink';
import { useTranslation } from '@/lib/use-translation';

/**
 * The foot of the deposit and withdraw screens: where to ask when a payment does not go as expected.
 * The floating service button stays off these screens (it would sit on their own button at rest).
 */
export function PaymentHelp() {
  const { t } = useTranslation('member');
  return (
    <p className="member-note">
      {t('paymentHelp.question')}{' '}
      <CustomerServiceLink className="member-note__link">{t('paymentHelp.link')}</CustomerServiceLink>
    </p>
  );
}
