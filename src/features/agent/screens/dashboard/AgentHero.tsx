import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useSession } from '@/stores/session';
import { greetingFor } from '../../lib/roles';

/** Greeting by the local hour, the total balance and the withdraw / deposit shortcuts. */
export function AgentHero() {
  const { t } = useTranslation('agent');
  const session = useSession();
  const greeting = greetingFor(new Date().getHours());
  return (
    <section className="agent-hero" aria-labelledby="agent-greeting">
      <h2 id="agent-greeting" className="agent-hero__greeting">
        {t(`greeting.${greeting}`, { name: session?.userName ?? '' })}
      </h2>
      <BalanceWidget className="agent-hero__balance" />
      <div className="agent-hero__actions">
        <Link className="btn btn--ghost agent-hero__action" to={href('withdraw')}>
          <Icon name="download" size={18} />
          {t('dashboard.withdraw')}
        </Link>
        <Link className="btn btn--gold agent-hero__action" to={href('voucherCenter')}>
          <Icon name="wallet" size={18} />
          {t('dashboard.deposit')}
        </Link>
      </div>
    </section>
  );
}
