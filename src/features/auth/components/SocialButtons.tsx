import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import type { SocialProvider } from '@/api/types/auth';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { useFollowUrl } from '@/hooks/use-follow-url';
import { useSiteFlags } from '@/queries/site';
import { useCompleteSignIn, useReturnTo, useSocialLoginCall } from '../api/login';

/** Flag of each provider (the spec does not name Telegram's; the platform's pattern is used). */
const PROVIDER_FLAGS: Record<SocialProvider, string> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};
const PROVIDER_MARKS: Record<SocialProvider, string> = { facebook: 'f', google: 'G', telegram: '✈' };

/** Query parameters of the sign-in start URL: where the platform sends the player back, and where they were going. */
const RETURN_URL_PARAM = 'returnUrl';
const RETURN_TO_PARAM = 'returnTo';
/** What the platform adds to `returnUrl` when the sign-in failed or was cancelled (any value). */
const SOCIAL_ERROR_PARAM = 'socialError';

// The demo's mock sign-in stands in for a platform where no start URL is configured.
const isDemo = import.meta.env.MODE === 'demo';

/** The platform's start URL for a provider, with the app's own login page (and the player's destination) to come back to. */
function signInStartUrl(start: string, returnTo: string): string {
  const back = new URL(href('login'), window.location.origin);
  if (returnTo !== href('home')) back.searchParams.set(RETURN_TO_PARAM, returnTo);
  let url: URL;
  try {
    url = new URL(start, window.location.href);
  } catch {
    return start; // the URL policy refuses it
  }
  url.searchParams.set(RETURN_URL_PARAM, back.href);
  return url.href;
}

/**
 * Social sign-in buttons, each shown by its flag and its deployment's start URL (runtime config
 * `socialSignIn`): a tap leaves for the platform's sign-in through the URL policy, which comes back
 * to /m/login with a token link. A demo build without start URLs completes a mock sign-in instead.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const flags = useSiteFlags();
  const follow = useFollowUrl();
  const returnTo = useReturnTo();
  const complete = useCompleteSignIn();
  const mockSignIn = useSocialLoginCall({
    onSuccess: (value) => complete(value),
    onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
  });
  const [params, setParams] = useSearchParams();
  // Read once, then taken out of the address so a reload or a shared link does not repeat the message.
  const [failed] = useState(() => params.has(SOCIAL_ERROR_PARAM));
  useEffect(() => {
    if (!params.has(SOCIAL_ERROR_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(SOCIAL_ERROR_PARAM);
    setParams(rest, { replace: true });
  }, [params, setParams]);
  const starts = getConfig().socialSignIn;
  const providers = (Object.keys(PROVIDER_FLAGS) as SocialProvider[]).filter(
    (p) => flags[PROVIDER_FLAGS[p]] && (starts[p] || isDemo),
  );
  if (providers.length === 0) return null;

  const signIn = (provider: SocialProvider) => {
    const start = starts[provider];
    if (start) follow(signInStartUrl(start, returnTo), { leave: 'sameTab' });
    else mockSignIn.mutate(provider);
  };

  return (
    <section className="auth-social" aria-labelledby="auth-social-title">
      <h2 id="auth-social-title" className="auth-social__title">
        {t('social.title')}
      </h2>
      {failed && (
        <p className="auth-social__error" role="alert">
          {t('social.failed')}
        </p>
      )}
      <div className="auth-social__row">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`auth-social__button auth-social__button--${provider}`}
            disabled={mockSignIn.isPending}
            onClick={() => signIn(provider)}
          >
            <span className="auth-social__mark" aria-hidden="true">
              {PROVIDER_MARKS[provider]}
            </span>
            <span>{t(`social.${provider}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
