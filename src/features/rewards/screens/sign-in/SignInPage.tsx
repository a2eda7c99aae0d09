import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { errorMessageKey } from '@/api';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { useRequireSession } from '@/hooks/use-require-session';
import { useSignIn, useSignInStatus } from '../../api/sign-in';
import { formatPoints } from '@/lib/money';
import { todaysReward } from '../../lib/streak';
import { SignInCalendar } from './SignInCalendar';
import { StreakLadder } from './StreakLadder';
import '../../components/rewards.css';
import './sign-in.css';

/** Daily sign-in (/m/activity/signIn): streak and points, sign in for today, the 7-day ladder, this month's calendar. */
export function SignInPage() {
  return (
    <QueryBoundary>
      <SignIn />
    </QueryBoundary>
  );
}

function SignIn() {
  const { t } = useTranslation('rewards');
  const { data } = useSignInStatus();
  const signIn = useSignIn();
  const requireSession = useRequireSession();

  const reward = todaysReward(data);

  const submit = () => {
    if (!requireSession({ realAccount: true })) return;
    signIn.mutate(undefined, {
      // Without a readable answer the reward is not known: the screen reads the points afresh.
      onSuccess: (result) => toast.success(result ? t('signIn.success', { points: result.reward }) : t('signIn.done')),
      onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
    });
  };

  return (
    <section className="page rewards-page sign-in" aria-label={t('signIn.title')}>
      <div className="rewards-hero sign-in__hero">
        <div className="sign-in__stats">
          <div>
            <p className="rewards-hero__label" aria-hidden="true">
              {t('signIn.streak')}
            </p>
            <p className="rewards-hero__value" role="status" aria-label={t('signIn.streak')}>
              {data.streak}
            </p>
          </div>
          <div>
            <p className="rewards-hero__label" aria-hidden="true">
              {t('signIn.points')}
            </p>
            <p className="rewards-hero__value" role="status" aria-label={t('signIn.points')}>
              {formatPoints(data.points)}
            </p>
          </div>
        </div>
        <button
          type="button"
          className="btn btn--gold btn--block sign-in__button"
          onClick={submit}
          disabled={data.todaySigned || signIn.isPending}
        >
          {data.todaySigned
            ? t('signIn.signedToday')
            : signIn.isPending
              ? t('signIn.signing')
              : t('signIn.signInNow', { points: reward ?? 0 })}
        </button>
      </div>

      <StreakLadder status={data} />
      <SignInCalendar status={data} />

      <div className="card sign-in__rules">
        <h2>{t('signIn.rulesTitle')}</h2>
        <p>{t('signIn.rules')}</p>
        <Link to={href('mall')} className="btn btn--ghost btn--block">
          {t('signIn.spendPoints')}
        </Link>
      </div>
    </section>
  );
}
