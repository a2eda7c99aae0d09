import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useIsTrialUser } from '@/stores/session';
import './member-page.css';

/**
 * Money screens (deposit, withdraw) are for real accounts: a trial session (type 4) reads the spec's
 * "Please login an actual account to use this function" in place of the screen, whose calls are
 * never made. The mock refuses those calls from a trial session too (`trial.forbidden`).
 */
export function RealAccountOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('member');
  const trial = useIsTrialUser();
  if (!trial) return children;
  return (
    <section className="page member-page" aria-label={title}>
      <div className="card member-notice" role="note">
        <Icon name="shield" size={28} />
        <p>{t('common:errors.trialForbidden')}</p>
        <Link className="btn btn--primary" to={href('login')}>
          {t('realAccount.login')}
        </Link>
      </div>
    </section>
  );
}
