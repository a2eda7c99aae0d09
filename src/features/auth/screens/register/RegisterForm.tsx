import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/api';
import type { RegisterSettings, RegisterValidation } from '@/api/types/auth';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { href } from '@/config/paths';
import { useSiteFlags } from '@/queries/site';
import { CaptchaField } from '../../components/CaptchaField';
import { MobileField } from '../../components/MobileField';
import { SmsCodeField } from '../../components/SmsCodeField';
import { Tabs } from '@/components/ui/tabs';
import { METHOD_TABS_LOOK } from '../../lib/tabs-look';
import { PasswordField, TextField } from '../../components/TextField';
import { DEFAULT_DIALING_CODE, REGISTER_TYPE } from '../../constants';
import { FormError } from '../../components/FormError';
import { UsernameField } from '../../components/AccountFields';
import { serverError } from '../../lib/server-error';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuthForm } from '../../lib/use-auth-form';
import { type Checks } from '../../lib/use-form-validation';
import { useCaptcha } from '../../api/captcha';
import { useCompleteSignIn } from '../../api/login';
import type { RegisterPayload } from '@/api/types/auth';
import type { RememberedLogin } from '@/lib/remembered-login';
import { useSmsCode } from '../../api/sms-code';
import { referralOfTab, registerMethod, rememberReferral } from '../../lib/register-context';
import { useHandToLogin } from '../../lib/login-handoff';
import * as rules from '../../lib/rules';
import { Agreement } from './Agreement';
import { RegisteredDialog } from './RegisteredDialog';
import { useRegisterCall, useUsernameCheck } from '../../api/register-player';
import { useLinkAffiliate } from '../../api/link-affiliate';
import { SETTING_FIELDS, SettingFields, type SettingField } from './SettingFields';
import { useRegisterSettings } from '../../api/register-settings';

type Method = 'username' | 'mobile';
type Field =
  'username' | 'password' | 'confirmPassword' | 'verificationCode' | 'captcha' | 'affiliateCode' | SettingField;

const ERROR_FIELDS: Partial<Record<string, Field>> = {
  'username.exists': 'username',
  'affiliate.invalid': 'affiliateCode',
  'captcha.error': 'captcha',
  'verification.code.error': 'verificationCode',
};

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
  // Each method only when its flag is on; with neither on, username sign-up keeps the page usable.
  const byMobile = !!flags.MOBILENUMREG3;
  const byUsername = !!flags.USERNAMEREG3 || !byMobile;
  const [chosen, setChosen] = useState<Method>(byUsername ? 'username' : 'mobile');
  const method: Method = byUsername && byMobile ? chosen : byUsername ? 'username' : 'mobile';
  const smsVerify = method === 'mobile' && !!flags.REGMOBVERF3;
  const captchaShown = settings.captcha.enabled;
  // The tab's referral link: its invitation code, or the member it names (sent as recommenderId, shown in its field
  // when the site has one). Read once per address; kept for the tab's later register pages.
  const { search } = useLocation();
  const referral = useMemo(() => referralOfTab(search), [search]);
  useEffect(() => rememberReferral(search), [search]);
  const linkAffiliate = useLinkAffiliate(referral.affiliateCode ?? null);
  const linkRecommender = referral.recommenderId ?? null;
  // While the link's code is being checked the field stays hidden too: it shows only if the code turns out invalid.
  const affiliateShown = settings.affiliateCode.enabled && !linkAffiliate.code && !linkAffiliate.checking;
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [agreed, setAgreed] = useState(true);
  const [account, setAccount] = useState<string | null>(null);
  const settingFields = SETTING_FIELDS.filter(
    (f) => settings[f].enabled && !(method === 'mobile' && f === 'mobileNum'),
  );
  const form = useAuthForm<Field>({
    initial: () => ({
      ...(Object.fromEntries(
        [
          'username',
          'password',
          'confirmPassword',
          'verificationCode',
          'captcha',
          'affiliateCode',
          ...SETTING_FIELDS,
        ].map((f) => [f, '']),
      ) as Record<Field, string>),
      recommenderId: linkRecommender ?? '',
    }),
    checks: (values) => {
      const checks: Checks<Field> = {};
      if (method === 'username') checks.username = () => rules.loginUsername(values.username);
      else {
        checks.mobileNum = () => rules.registerMobileNum(values.mobileNum);
        if (smsVerify) checks.verificationCode = () => rules.verificationCode(values.verificationCode);
      }
      checks.password = () => rules.passwordFormat(validation)(values.password);
      checks.confirmPassword = () => rules.registerConfirm(values.password)(values.confirmPassword);
      // The number beside a username sign-up is the mobile tab's input, with its message (accounts-and-access §5).
      for (const field of settingFields) {
        const rule = field === 'mobileNum' ? rules.registerSettingMobileNum : rules.settingRule;
        checks[field] = () => rule(settings[field])(values[field]);
      }
      if (affiliateShown) checks.affiliateCode = () => rules.settingRule(settings.affiliateCode)(values.affiliateCode);
      if (captchaShown) checks.captcha = () => rules.registerCaptcha(values.captcha);
      return checks;
    },
    errorFields: ERROR_FIELDS,
  });
  // Taken out of `form`, which carries formRef: the React Compiler's lint reads `form.x` in render as reading a ref.
  const { values, bind, changeRechecking, formRef, formError } = form;
  const captcha = useCaptcha(captchaShown);
  const sms = useSmsCode('register');
  const complete = useCompleteSignIn();
  const handToLogin = useHandToLogin();

  const usernameCheck = useUsernameCheck({
    onError: (e) =>
      e instanceof ApiError &&
      e.errorCode === 'username.exists' &&
      form.afterPress(() => form.setError('username', serverError(e))),
  });

  const register = useRegisterCall(
    { byMobile: method === 'mobile', checkInvitation: affiliateShown },
    {
      onSuccess: (value) => {
        // The account was made, but without a readable answer there is no session: the player logs in to it.
        if (!value) {
          const login: RememberedLogin =
            method === 'username'
              ? { type: 'username', username: values.username.trim() }
              : { type: 'sms', username: values.mobileNum.trim(), countryDialingCode: dialingCode };
          return handToLogin({ done: 'registered', login });
        }
        complete(value, { to: null });
        setAccount(value.account || value.userName);
      },
      onError: (e) => {
        // The invitation pre-check does not reach the register call, so the captcha is still unspent.
        const captchaSpent = !(e instanceof ApiError && e.endpoint === 'affiliateCheck');
        if (captchaShown && captchaSpent) {
          form.set('captcha', '');
          captcha.refresh();
        }
        form.showServerError(e);
      },
    },
  );

  const switchMethod = (next: Method) => {
    setChosen(next);
    form.clearMessages();
  };

  const requestCode = () => {
    if (form.checkField('mobileNum')) sms.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode });
  };

  const submit = form.onSubmit(register.isPending || !agreed, () => {
    const optional = Object.fromEntries(settingFields.map((f) => [f, values[f].trim() || undefined]));
    const payload: RegisterPayload = {
      ...optional,
      recommenderId: optional.recommenderId ?? linkRecommender ?? undefined,
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
    };
    // With third-party verification the registration carries the service's token for the code.
    register.mutate(
      smsVerify && sms.thirdParty
        ? async () => ({
            ...payload,
            firebaseChannel: 'sms',
            firebaseIdToken: await sms.proof(values.verificationCode.trim()),
          })
        : payload,
    );
  });

  const mobileField = <MobileField {...bind('mobileNum')} dialingCode={dialingCode} onDialingCode={setDialingCode} />;

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      {byUsername && byMobile && (
        <Tabs
          {...METHOD_TABS_LOOK}
          label={t('register.method')}
          tabs={[
            { id: 'username', label: t('register.byUsername') },
            { id: 'mobile', label: t('register.byMobile') },
          ]}
          selected={method}
          onSelect={switchMethod}
        />
      )}
      {method === 'username' ? (
        <UsernameField
          {...bind('username')}
          isNew
          onBlur={() => {
            if (!values.username) return;
            if (rules.loginUsername(values.username)) form.validateField('username');
            else usernameCheck.mutate(values.username.trim());
          }}
        />
      ) : (
        <>
          {mobileField}
          {smsVerify && <SmsCodeField {...bind('verificationCode')} sms={sms} onRequest={requestCode} />}
        </>
      )}
      <PasswordField
        {...bind('password', changeRechecking('password', 'confirmPassword'))}
        label={t('fields.password')}
        purpose="newPassword"
        placeholder={t('placeholders.password')}
      />
      <PasswordField {...bind('confirmPassword')} label={t('fields.confirmPassword')} purpose="newPassword" />
      <SettingFields fields={settingFields.filter((f) => f !== 'mobileNum')} settings={settings} bind={bind} />
      {method === 'username' && settingFields.includes('mobileNum') && mobileField}
      {affiliateShown && (
        <TextField
          {...bind('affiliateCode')}
          label={t('fields.affiliateCode')}
          icon="gift"
          purpose="code"
          autoCapitalize="characters"
          placeholder={settings.affiliateCode.required ? undefined : t('placeholders.optional')}
        />
      )}
      {captchaShown && <CaptchaField {...bind('captcha')} captcha={captcha} />}
      <Agreement checked={agreed} onChange={setAgreed} />
      <FormError messageKey={formError} />
      <SubmitButton pending={register.isPending} disabled={!agreed || linkAffiliate.checking}>
        {t('register.submit')}
      </SubmitButton>
      <RegisteredDialog account={account} onConfirm={() => navigate(href('home'), { replace: true })} />
    </form>
  );
}
