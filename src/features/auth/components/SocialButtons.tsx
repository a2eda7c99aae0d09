import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { href } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { useFollowUrl } from '@/hooks/use-follow-url';
import { judgeUrl } from '@/lib/url-policy';
import { useSiteFlags } from '@/queries/site';
import { useReturnTo } from '../api/login';
import { RETURN_TO_PARAM, RETURN_URL_PARAM, SOCIAL_ERROR_PARAM } from '../constants';
import { PROVIDER_FLAGS, PROVIDER_MARKS, SOCIAL_PROVIDERS } from '../lib/social-providers';

/** The platform's start URL for a provider, with the app's own login page (and the player's destination) to come back to. */
function signInStartUrl(start: string, returnTo: string): string {
  const back = new URL(href('login'), window.location.origin);
  back.searchParams.set(RETURN_TO_PARAM, returnTo);
  const url = new URL(start, window.location.href);
  url.searchParams.set(RETURN_URL_PARAM, back.href);
  return url.href;
}

/** A configured start URL the URL policy would follow (a `javascript:` or malformed one shows no button). */
const followable = (start: string | undefined): start is string => !!start && judgeUrl(start).kind !== 'refused';

/**
 * Social sign-in buttons, each shown by its flag and its deployment's start URL (runtime config
 * `socialSignIn`): a tap leaves for the platform's sign-in through the URL policy, which comes back
 * to /m/login with a token link (or `socialError`).
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const flags = useSiteFlags();
  const follow = useFollowUrl();
  const returnTo = useReturnTo();
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
  const providers = SOCIAL_PROVIDERS.filter((p) => flags[PROVIDER_FLAGS[p]] && followable(starts[p]));
  if (providers.length === 0) return null;

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
            onClick={() => follow(signInStartUrl(starts[provider]!, returnTo), { leave: 'sameTab' })}
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
