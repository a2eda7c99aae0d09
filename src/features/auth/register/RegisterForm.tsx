import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '@/api';
import type { RegisterPayload, RegisterSettings, RegisterValidation } from '@/api/types/auth';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { href } from '@/config/paths';
import { useSiteFlags } from '@/queries/site';
import { CaptchaField } from '../components/CaptchaField';
import { MobileField } from '../components/MobileField';
import { SmsCodeField } from '../components/SmsCodeField';
import { Tabs } from '../components/Tabs';
import { PasswordField, TextField } from '../components/TextField';
import { DEFAULT_DIALING_CODE, REGISTER_TYPE } from '../constants';
import { FormError } from '../form/FormError';
import { fieldOfError, serverError } from '../form/server-error';
import { useFields } from '../form/useFields';
import { useFormValidation, type Checks } from '../form/useFormValidation';
import { useCaptcha } from '../hooks/useCaptcha';
import { useCompleteSignIn } from '../hooks/useLogin';
import { useSmsCode } from '../hooks/useSmsCode';
import { registerMethod } from '../lib/register-context';
import * as rules from '../validation/rules';
import { Agreement } from './Agreement';
import { RegisteredDialog } from './RegisteredDialog';
import { registerPlayer } from './register-player';
import { useLinkAffiliate } from './useLinkAffiliate';
import { SETTING_FIELDS, SettingFields, type SettingField } from './SettingFields';
import { useRegisterSettings } from './useRegisterSettings';

type Method = 'username' | 'mobile';
type Field = 'username' | 'password' | 'confirmPassword' | 'verificationCode' | 'captcha' | 'affiliateCode' | SettingField;

const ERROR_FIELDS: Partial<Record<string, Field>> = {
  'username.exists': 'username',
  'affiliate.invalid': 'affiliateCode',
  'captcha.error': 'captcha',
  'verification.code.error': 'verificationCode',
};
const INVALID_INVITATION = { key: 'common:errors.invalidInvitation' };

/** The register form, once its settings have loaded. */
export function RegisterForm() {
  const { settings, validation, isPending, error, retry } = useRegisterSettings();
  if (error) return <LoadFailed error={error} onRetry={retry} />;
  if (isPending || !settings || !validation) return <Spinner />;
  return <RegisterFields settings={settings} validation={validation} />;
}

function RegisterFields({ settings, validation }: { settings: RegisterSettings; validation: RegisterValidation }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const flags = useSiteFlags();
  const byUsername = flags.USERNAMEREG3 !== false;
  const byMobile = !!flags.MOBILENUMREG3;
  const [chosen, setChosen] = useState<Method>(byUsername ? 'username' : 'mobile');
  const method: Method = byUsername && byMobile ? chosen : byUsername ? 'username' : 'mobile';
  const smsVerify = method === 'mobile' && !!flags.REGMOBVERF3;
  const captchaShown = settings.captcha.enabled;
  const linkAffiliate = useLinkAffiliate();
  const affiliateShown = settings.affiliateCode.enabled && !linkAffiliate.code;
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [agreed, setAgreed] = useState(true);
  const [account, setAccount] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { values, set } = useFields<Field>(() => Object.fromEntries(
    ['username', 'password', 'confirmPassword', 'verificationCode', 'captcha', 'affiliateCode', ...SETTING_FIELDS].map((f) => [f, '']),
  ) as Record<Field, string>);
  const captcha = useCaptcha(captchaShown);
  const sms = useSmsCode('register');
  const complete = useCompleteSignIn();

  const settingFields = SETTING_FIELDS.filter((f) => settings[f].enabled && !(method === 'mobile' && f === 'mobileNum'));
  const checks: Checks<Field> = {};
  if (method === 'username') checks.username = () => rules.loginUsername(values.username);
  else {
    checks.mobileNum = () => rules.registerMobileNum(values.mobileNum);
    if (smsVerify) checks.verificationCode = () => rules.verificationCode(values.verificationCode);
  }
  checks.password = () => rules.passwordFormat(validation)(values.password);
  checks.confirmPassword = () => rules.registerConfirm(values.password)(values.confirmPassword);
  for (const field of settingFields) checks[field] = () => rules.settingRule(settings[field])(values[field]);
  if (affiliateShown) checks.affiliateCode = () => rules.settingRule(settings.affiliateCode)(values.affiliateCode);
  if (captchaShown) checks.captcha = () => rules.captcha(values.captcha);
  const { formRef, errors, validateField, validateAll, setError, focusField } = useFormValidation(checks);

  const change = (field: Field) => (value: string) => {
    set(field, value);
    if (errors[field]) setError(field, null);
    // Changing the password re-checks a confirmation already typed (accounts-and-access §5).
    if (field === 'password' && values.confirmPassword) setError('confirmPassword', rules.registerConfirm(value)(values.confirmPassword), true);
  };

  const usernameCheck = useMutation({
    mutationFn: (username: string) => api.usernameCheck({ username }),
    onError: (e) => e instanceof ApiError && e.errorCode === 'username.exists' && setError('username', serverError(e)),
  });

  const register = useMutation({
    mutationFn: (payload: RegisterPayload) => registerPlayer(payload, { byMobile: method === 'mobile', checkInvitation: affiliateShown }),
    onSuccess: (value) => {
      complete(value, { to: null });
      setAccount(value.account || value.userName);
    },
    onError: (e) => {
      // The invitation pre-check does not reach the register call, so the captcha is still unspent.
      const captchaSpent = !(e instanceof ApiError && e.endpoint === 'affiliateCheck');
      if (captchaShown && captchaSpent) {
        set('captcha', '');
        captcha.refresh();
      }
      const field = fieldOfError(e, ERROR_FIELDS);
      if (field) {
        setError(field, field === 'affiliateCode' ? INVALID_INVITATION : serverError(e));
        focusField(field);
      } else setFormError(serverError(e).key);
    },
  });

  const switchMethod = (next: Method) => {
    setChosen(next);
    setFormError(null);
    for (const field of Object.keys(errors) as Field[]) setError(field, null);
  };

  const requestCode = () => {
    const error = rules.registerMobileNum(values.mobileNum);
    setError('mobileNum', error, true);
    if (error) return focusField('mobileNum');
    sms.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (register.isPending || !agreed) return;
    setFormError(null);
    if (!validateAll()) return;
    const optional = Object.fromEntries(settingFields.map((f) => [f, values[f].trim() || undefined]));
    register.mutate({
      ...optional,
      registerUrl: window.location.host,
      domain: window.location.hostname,
      registerMethod: registerMethod(),
      type: REGISTER_TYPE,
      username: method === 'username' ? values.username.trim() : undefined,
      password: values.password,
      confirmPassword: values.confirmPassword,
      mobileNum: values.mobileNum.trim() || undefined,
      countryDialingCode: values.mobileNum.trim() ? dialingCode : undefined,
      verificationCode: smsVerify ? values.verificationCode.trim() : undefined,
      affiliateCode: (linkAffiliate.code ?? values.affiliateCode.trim()) || undefined,
      captcha: captchaShown ? values.captcha.trim() : undefined,
    });
  };

  const mobileField = (
    <MobileField
      dialingCode={dialingCode}
      onDialingCode={setDialingCode}
      value={values.mobileNum}
      onValueChange={change('mobileNum')}
      onBlur={() => values.mobileNum && validateField('mobileNum')}
      error={errors.mobileNum}
    />
  );

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      {byUsername && byMobile && (
        <Tabs
          className="auth-tabs--method"
          label={t('register.method')}
          tabs={[{ id: 'username', label: t('register.byUsername') }, { id: 'mobile', label: t('register.byMobile') }]}
          selected={method}
          onSelect={switchMethod}
        />
      )}
      {method === 'username' ? (
        <TextField
          name="username"
          label={t('fields.username')}
          icon="user"
          autoComplete="username"
          autoCapitalize="none"
          placeholder={t('placeholders.username')}
          value={values.username}
          onValueChange={change('username')}
          onBlur={() => {
            if (!values.username) return;
            if (rules.loginUsername(values.username)) validateField('username');
            else usernameCheck.mutate(values.username.trim());
          }}
          error={errors.username}
        />
      ) : (
        <>
          {mobileField}
          {smsVerify && (
            <SmsCodeField
              value={values.verificationCode}
              onValueChange={change('verificationCode')}
              error={errors.verificationCode}
              seconds={sms.seconds}
              running={sms.running}
              sending={sms.sending}
              onRequest={requestCode}
            />
          )}
        </>
      )}
      <PasswordField
        name="password"
        label={t('fields.password')}
        autoComplete="new-password"
        placeholder={t('placeholders.password')}
        value={values.password}
        onValueChange={change('password')}
        onBlur={() => values.password && validateField('password')}
        error={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={change('confirmPassword')}
        onBlur={() => values.confirmPassword && validateField('confirmPassword')}
        error={errors.confirmPassword}
      />
      <SettingFields
        fields={settingFields.filter((f) => f !== 'mobileNum')}
        settings={settings}
        values={values}
        errors={errors}
        onChange={(field, value) => change(field)(value)}
        onBlur={(field) => values[field] && validateField(field)}
      />
      {method === 'username' && settingFields.includes('mobileNum') && mobileField}
      {affiliateShown && (
        <TextField
          name="affiliateCode"
          label={t('fields.affiliateCode')}
          icon="gift"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={settings.affiliateCode.required ? undefined : t('placeholders.optional')}
          value={values.affiliateCode}
          onValueChange={change('affiliateCode')}
          onBlur={() => values.affiliateCode && validateField('affiliateCode')}
          error={errors.affiliateCode}
        />
      )}
      {captchaShown && (
        <CaptchaField value={values.captcha} onValueChange={change('captcha')} error={errors.captcha} image={captcha.image} loading={captcha.loading} onRefresh={captcha.refresh} />
      )}
      <Agreement checked={agreed} onChange={setAgreed} />
      <FormError messageKey={formError} />
      <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={!agreed || register.isPending || linkAffiliate.checking}>
        {register.isPending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {t('register.submit')}
      </button>
      <RegisteredDialog account={account} onConfirm={() => navigate(href('home'), { replace: true })} />
    </form>
  );
}
