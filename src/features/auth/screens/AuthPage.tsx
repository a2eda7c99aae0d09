import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { href } from '@/config/paths';
import { getConfig } from '@/config/runtime';
import { BannerCarousel } from '@/components/banner/BannerCarousel';
import { useSessionStore } from '@/stores/session';
import { useReturnTo } from '../api/login';
import { AUTH_BANNER_GROUP, RETURN_TO_PARAM } from '../constants';
import { AuthFooter } from '../components/AuthFooter';
import { SocialButtons } from '../components/SocialButtons';
import { Tabs } from '@/components/ui/tabs';
import { MODE_TABS_LOOK } from '../lib/tabs-look';
import { ForgetForm } from './forget/ForgetForm';
import { LoginForm } from './login/LoginForm';
import { RegisterForm } from './register/RegisterForm';
import '../auth.css';

export type AuthMode = 'login' | 'register' | 'forget';

const FORMS: Record<AuthMode, ComponentType> = { login: LoginForm, register: RegisterForm, forget: ForgetForm };

/**
 * The one auth page of /m/login, /m/register and /m/forget (the title bar names the mode and its
 * back control goes to /m/home): header, banner, form (accounts-and-access §2; these pages hide the
 * group's first banner). A tab switches the form and pushes the path.
 */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.session !== null);
  const returnTo = useReturnTo();
  const [params] = useSearchParams();
  const Form = FORMS[mode];
  // Back from a social sign-in with a token link, which the app's start adopted: on to where the player was going.
  if (mode === 'login' && signedIn && params.has(RETURN_TO_PARAM)) return <Navigate to={returnTo} replace />;
  return (
    <div className="page auth-page">
      <div className="auth-hero">
        <span className="auth-hero__logo" aria-hidden="true">
          ★
        </span>
        <p className="auth-hero__brand">{getConfig().brand}</p>
        <p className="auth-hero__tagline">{t(`hero.${mode}`)}</p>
      </div>
      <BannerCarousel group={AUTH_BANNER_GROUP} skipFirst className="auth-page__banner" />
      <div className="card auth-card">
        {/* The forget form opens with its own hint, which names the recovery ways it offers. */}
        {mode !== 'forget' && (
          <Tabs
            {...MODE_TABS_LOOK}
            activation="manual"
            label={t('modes.label')}
            tabs={[
              { id: 'login', label: t('modes.login') },
              { id: 'register', label: t('modes.register') },
            ]}
            selected={mode}
            onSelect={(next) => navigate(href(next))}
          />
        )}
        <Form />
        {mode !== 'forget' && <SocialButtons />}
      </div>
      <AuthFooter />
    </div>
  );
}
