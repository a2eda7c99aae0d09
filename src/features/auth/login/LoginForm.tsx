import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '@/api';
import type { LoginPayload } from '@/api/types/auth';
import { href } from '@/config/paths';
import { useSiteFlags } from '@/queries/site';
import { CaptchaField } from '../components/CaptchaField';
import { Checkbox } from '../components/Checkbox';
import { MobileField } from '../components/MobileField';
import { SmsCodeField } from '../components/SmsCodeField';
import { Tabs } from '../components/Tabs';
import { PasswordField, TextField } from '../components/TextField';
import { DEFAULT_DIALING_CODE, REMEMBER_PASSWORD_DEFAULT } from '../constants';
import { FormError } from '../form/FormError';
import { asksForCaptcha, fieldOfError, serverError } from '../form/server-error';
import { useFields } from '../form/useFields';
import { useFormValidation, type Checks } from '../form/useFormValidation';
import { useCaptcha } from '../hooks/useCaptcha';
import { useCompleteSignIn } from '../hooks/useLogin';
import { useSmsCode } from '../hooks/useSmsCode';
import { readRememberedLogin, writeRememberedLogin, type RememberedMethod } from '../lib/remembered-login';
import * as rules from '../validation/rules';

type Field = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

/** Server error codes shown next to a field rather than under the button. */
const ERROR_FIELDS: Partial<Record<string, Field>> = {
  'member.not.exist': 'username',
  'member.disabled': 'username',
  'member.not.member': 'username',
  'login.fail': 'password',
  'captcha.error': 'captcha',
  'mobile.not.exist': 'mobileNum',
  'verification.code.error': 'verificationCode',
};

/** The login form: username or SMS method, remember password, captcha after a failure. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const flags = useSiteFlags();
  const smsEnabled = !!flags.MOBILEVERCODELOGIN3;
  const [remembered] = useState(readRememberedLogin);
  const [method, setMethod] = useState<RememberedMethod>(remembered?.type ?? 'username');
  const activeMethod: RememberedMethod = smsEnabled ? method : 'username';
  const [remember, setRemember] = useState(remembered ? true : REMEMBER_PASSWORD_DEFAULT);
  const [dialingCode, setDialingCode] = useState(remembered?.countryDialingCode || DEFAULT_DIALING_CODE);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { values, set } = useFields<Field>(() => ({
    username: remembered?.type === 'username' ? remembered.username : '',
    password: remembered?.type === 'username' ? remembered.password : '',
    mobileNum: remembered?.type === 'sms' ? remembered.username : '',
    verificationCode: '',
    captcha: '',
  }));
  const captcha = useCaptcha(captchaShown);
  const sms = useSmsCode('noLogin');
  const complete = useCompleteSignIn();

  const checks: Checks<Field> =
    activeMethod === 'username'
      ? { username: () => rules.loginUsername(values.username), password: () => rules.loginPassword(values.password) }
      : { mobileNum: () => rules.loginMobileNum(values.mobileNum), verificationCode: () => rules.verificationCode(values.verificationCode) };
  if (captchaShown) checks.captcha = () => rules.captcha(values.captcha);
  const { formRef, errors, validateField, validateAll, setError, focusField } = useFormValidation(checks);

  const change = (field: Field) => (value: string) => {
    set(field, value);
    if (errors[field]) setError(field, null);
  };

  const login = useMutation({
    mutationFn: (payload: LoginPayload) => api.login(payload),
    onSuccess: (value) => {
      if (!remember) writeRememberedLogin(null);
      else if (activeMethod === 'username') writeRememberedLogin({ type: 'username', username: values.username.trim(), password: values.password });
      else writeRememberedLogin({ type: 'sms', username: values.mobileNum.trim(), password: '', countryDialingCode: dialingCode });
      complete(value);
    },
    onError: (error) => {
      if (captchaShown || asksForCaptcha(error)) {
        setCaptchaShown(true);
        set('captcha', '');
        captcha.refresh();
      }
      const field = fieldOfError(error, ERROR_FIELDS);
      if (field && (field !== 'captcha' || captchaShown)) {
        setError(field, serverError(error));
        focusField(field);
      } else setFormError(serverError(error).key);
    },
  });

  const switchMethod = (next: RememberedMethod) => {
    setMethod(next);
    setFormError(null);
    for (const field of Object.keys(errors) as Field[]) setError(field, null);
    if (captchaShown) {
      set('captcha', '');
      captcha.refresh();
    }
  };

  const requestCode = () => {
    const error = rules.loginMobileNum(values.mobileNum);
    setError('mobileNum', error, true);
    if (error) return focusField('mobileNum');
    sms.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    setFormError(null);
    if (!validateAll()) return;
    const captchaAnswer = captchaShown ? values.captcha.trim() : undefined;
    login.mutate(
      activeMethod === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password, captcha: captchaAnswer }
        : { type: 'sms', username: values.mobileNum.trim(), password: values.verificationCode.trim(), countryDialingCode: dialingCode, captcha: captchaAnswer },
    );
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      {smsEnabled && (
        <Tabs
          className="auth-tabs--method"
          label={t('login.method')}
          tabs={[{ id: 'username', label: t('login.byUsername') }, { id: 'sms', label: t('login.bySms') }]}
          selected={activeMethod}
          onSelect={switchMethod}
        />
      )}
      {activeMethod === 'username' ? (
        <>
          <TextField
            name="username"
            label={t('fields.username')}
            icon="user"
            autoComplete="username"
            autoCapitalize="none"
            placeholder={t('placeholders.username')}
            value={values.username}
            onValueChange={change('username')}
            onBlur={() => values.username && validateField('username')}
            error={errors.username}
          />
          <PasswordField
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            placeholder={t('placeholders.password')}
            value={values.password}
            onValueChange={change('password')}
            onBlur={() => values.password && validateField('password')}
            error={errors.password}
          />
        </>
      ) : (
        <>
          <MobileField
            dialingCode={dialingCode}
            onDialingCode={setDialingCode}
            value={values.mobileNum}
            onValueChange={change('mobileNum')}
            onBlur={() => values.mobileNum && validateField('mobileNum')}
            error={errors.mobileNum}
          />
          <SmsCodeField
            value={values.verificationCode}
            onValueChange={change('verificationCode')}
            error={errors.verificationCode}
            seconds={sms.seconds}
            running={sms.running}
            sending={sms.sending}
            onRequest={requestCode}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField value={values.captcha} onValueChange={change('captcha')} error={errors.captcha} image={captcha.image} loading={captcha.loading} onRefresh={captcha.refresh} />
      )}
      <div className="auth-form__row">
        <Checkbox name="remember" checked={remember} onChange={setRemember}>{t('login.remember')}</Checkbox>
        <Link to={href('forget')} className="auth-link">{t('login.forgot')}</Link>
      </div>
      <FormError messageKey={formError} />
      <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={login.isPending}>
        {login.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {t('login.submit')}
      </button>
      <div className="auth-form__row auth-form__row--center">
        <span>{t('login.noAccount')}</span>
        <Link to={href('register')} className="auth-link">{t('login.toRegister')}</Link>
      </div>
      <Link to={href('trail')} className="btn btn--gold btn--block auth-trial-link">{t('login.trial')}</Link>
    </form>
  );
}
