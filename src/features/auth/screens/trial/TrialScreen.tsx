import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useStartTrial } from '../../api/start-trial';
import '../../auth.css';

/** /m/trail: what a free trial is, and the button that starts one. */
export function TrialScreen() {
  const { t } = useTranslation('auth');
  const start = useStartTrial();
  return (
    <div className="page auth-page">
      <div className="auth-hero">
        <span className="auth-hero__logo" aria-hidden="true">
          <Icon name="gift" size={28} />
        </span>
        <h2 className="auth-hero__brand">{t('trial.title')}</h2>
      </div>
      <div className="card auth-card auth-trial">
        <p className="auth-trial__text">{t('trial.text')}</p>
        <button
          type="button"
          className="btn btn--gold btn--block auth-form__submit"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {t('trial.start')}
        </button>
        <Link to={href('register')} className="btn btn--ghost btn--block auth-trial-link">
          {t('trial.register')}
        </Link>
      </div>
    </div>
  );
}
