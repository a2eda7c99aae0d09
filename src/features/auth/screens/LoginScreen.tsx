import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessageKey } from '@/api';
import { href } from '@/config/paths';
import { useSessionStore } from '@/stores/session';
import { useLogin } from '../hooks/useLogin';

/** Username login (the full auth page with SMS, captcha and remember-password is issue #3). */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    login.mutate(
      { username: username.trim(), password, type: 'username' },
      {
        onSuccess: () => {
          const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? useSessionStore.getState().expiredFrom;
          useSessionStore.getState().clearExpiry();
          navigate(returnTo ?? href('home'), { replace: true });
        },
      },
    );
  };

  return (
    <form className="page auth-form" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field__label">{t('fields.username')}</span>
        <span className="field__control">
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </span>
      </label>
      <label className="field">
        <span className="field__label">{t('fields.password')}</span>
        <span className="field__control">
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </span>
      </label>
      {login.error && (
        <p className="field__error" role="alert">
          {t(`common:${errorMessageKey(login.error)}`)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
        {t('login.submit')}
      </button>
    </form>
  );
}
