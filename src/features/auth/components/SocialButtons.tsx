import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import type { SocialProvider } from '@/api/types/auth';
import { toast } from '@/components/ui/toast';
import { useSiteFlags } from '@/queries/site';
import { useCompleteSignIn, useSocialLoginCall } from '../api/login';

/** Flag of each provider (the spec does not name Telegram's; the platform's pattern is used). */
const PROVIDER_FLAGS: Record<SocialProvider, string> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};
const PROVIDER_MARKS: Record<SocialProvider, string> = { facebook: 'f', google: 'G', telegram: '✈' };

const isDemo = import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'test';

/**
 * Social sign-in buttons, each shown by its flag. Demo builds complete a mock sign-in; a live
 * deployment needs the provider SDKs (not bundled) and says the method is unavailable.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const flags = useSiteFlags();
  const complete = useCompleteSignIn();
  const signIn = useSocialLoginCall({
    onSuccess: (value) => complete(value),
    onError: (error) => toast.error(t(`common:${errorMessageKey(error)}`)),
  });
  const providers = (Object.keys(PROVIDER_FLAGS) as SocialProvider[]).filter((p) => flags[PROVIDER_FLAGS[p]]);
  if (providers.length === 0) return null;

  return (
    <section className="auth-social" aria-labelledby="auth-social-title">
      <h2 id="auth-social-title" className="auth-social__title">
        {t('social.title')}
      </h2>
      <div className="auth-social__row">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`auth-social__button auth-social__button--${provider}`}
            disabled={signIn.isPending}
            onClick={() => (isDemo ? signIn.mutate(provider) : toast.info(t('social.unavailable')))}
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
