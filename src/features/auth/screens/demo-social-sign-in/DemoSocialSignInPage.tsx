import { useSearchParams } from 'react-router';
import { LINK_TOKEN_PARAM } from '@/config/link-token';
import { href } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { judgeUrl } from '@/lib/url-policy';
import { useTranslation } from '@/lib/use-translation';
import { useDemoSocialSignIn } from '../../api/demo-social-sign-in';
import { RETURN_URL_PARAM, SOCIAL_ERROR_PARAM } from '../../constants';
import { DEMO_SOCIAL_ACCOUNT } from '../../lib/demo-social';
import { PROVIDER_MARKS, isSocialProvider } from '../../lib/social-providers';
import './demo-social-sign-in.css';

/** What a cancelled sign-in comes back with (the login page reads any value of the parameter). */
const CANCELLED = 'cancelled';

/**
 * Back to the app's `returnUrl` with one parameter added, as a new page load: the app's start
 * adopts a token link there. Only a page of this app is gone back to (a token never leaves the
 * site); anything else goes to /m/login.
 */
function goBack(returnUrl: string | null, name: string, value: string): void {
  const verdict = judgeUrl(returnUrl);
  const back = new URL(verdict.kind === 'inside' ? verdict.path : href('login'), window.location.origin);
  back.searchParams.set(name, value);
  window.location.assign(back.pathname + back.search);
}

/**
 * /m/demoSocialSignIn (demo builds only): stands in for a provider's sign-in page, where the demo's
 * `socialSignIn` start URLs lead. Continue signs the demo provider account in and goes back with a
 * token link; Cancel goes back with `socialError`.
 */
export function DemoSocialSignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const requested = params.get('provider');
  const provider = isSocialProvider(requested) ? requested : 'google';
  const returnUrl = params.get(RETURN_URL_PARAM);
  const signIn = useDemoSocialSignIn();
  const providerName = t(`social.${provider}`);
  const brand = getConfig().brand;

  const accept = () =>
    signIn.mutate(provider, { onSuccess: (value) => goBack(returnUrl, LINK_TOKEN_PARAM, value.token) });

  return (
    <section className="page demo-consent" aria-labelledby="demo-consent-title">
      <div className={`demo-consent__band demo-consent__band--${provider}`}>
        <span className="demo-consent__mark" aria-hidden="true">
          {PROVIDER_MARKS[provider]}
        </span>
        <h1 id="demo-consent-title" className="demo-consent__title">
          {t('demoSignIn.title', { provider: providerName })}
        </h1>
      </div>
      <div className="card demo-consent__card">
        <p className="demo-consent__ask">{t('demoSignIn.ask', { brand, provider: providerName })}</p>
        <div className="demo-consent__account">
          <span className="demo-consent__avatar" aria-hidden="true">
            {DEMO_SOCIAL_ACCOUNT.charAt(0).toUpperCase()}
          </span>
          <span>
            <strong className="demo-consent__name">{DEMO_SOCIAL_ACCOUNT}</strong>
            <span className="demo-consent__meta">{t('demoSignIn.account', { provider: providerName })}</span>
          </span>
        </div>
        <p className="demo-consent__shares">{t('demoSignIn.shares', { brand, provider: providerName })}</p>
        <div className="demo-consent__actions">
          <button
            type="button"
            className="btn btn--gold btn--block"
            disabled={signIn.isPending}
            aria-busy={signIn.isPending}
            onClick={accept}
          >
            {t('demoSignIn.continue', { account: DEMO_SOCIAL_ACCOUNT })}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            disabled={signIn.isPending}
            onClick={() => goBack(returnUrl, SOCIAL_ERROR_PARAM, CANCELLED)}
          >
            {t('demoSignIn.cancel')}
          </button>
        </div>
      </div>
      <p className="demo-consent__note">{t('demoSignIn.note', { provider: providerName })}</p>
    </section>
  );
}
