import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { useSiteFlags } from '@/queries/site';
import { CaptchaField } from '../../components/CaptchaField';
import { Checkbox } from '../../components/Checkbox';
import { MobileField } from '../../components/MobileField';
import { SmsCodeField } from '../../components/SmsCodeField';
import { Tabs } from '@/components/ui/tabs';
import { METHOD_TABS_LOOK } from '../../lib/tabs-look';
import { PasswordField } from '../../components/TextField';
import { DEFAULT_DIALING_CODE, REMEMBER_PASSWORD_DEFAULT } from '../../constants';
import { FormError } from '../../components/FormError';
import { answeredUnread, asksForCaptcha } from '../../lib/server-error';
import { UsernameField } from '../../components/AccountFields';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuthForm } from '../../lib/use-auth-form';
import { useLoginHandoff } from '../../lib/login-handoff';
import { useCaptcha } from '../../api/captcha';
import { useCompleteSignIn, useLoginCall } from '../../api/login';
import { useSmsCode } from '../../api/sms-code';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  readRememberedPassword,
  rememberLogin,
  type RememberedMethod,
} from '@/lib/remembered-login';
import * as rules from '../../lib/rules';

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

/**
 * The remembered password is sealed (src/lib/remembered-login.ts): it is opened after the first
 * render and fills the password field, unless the player has typed there or changed the user name.
 */
function useRememberedPasswordFill(
  username: string | null,
  values: Record<Field, string>,
  set: (field: Field, value: string) => void,
) {
  // Reads what is typed when the password arrives; `set` only writes the form's state.
  const fill = useEffectEvent((forUser: string, password: string | null) => {
    if (password && !values.password && values.username === forUser) set('password', password);
  });
  useEffect(() => {
    if (!username) return;
    let live = true;
    void readRememberedPassword(username).then((password) => {
      if (live) fill(username, password);
    });
    return () => {
      live = false;
    };
  }, [username]);
}

/**
 * The login form: username or SMS method, remember password, captcha after a failure. Opened by another
 * form that left the player to log in (login-handoff), it says what was done and is filled with who to
 * log in as, else with the remembered login.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const flags = useSiteFlags();
  const smsEnabled = !!flags.MOBILEVERCODELOGIN3;
  const handoff = useLoginHandoff();
  const [remembered] = useState(readRememberedLogin);
  const prefill = handoff?.login ?? remembered;
  const [method, setMethod] = useState<RememberedMethod>(prefill?.type ?? 'username');
  const activeMethod: RememberedMethod = smsEnabled ? method : 'username';
  const [remember, setRemember] = useState(remembered ? true : REMEMBER_PASSWORD_DEFAULT);
  const [dialingCode, setDialingCode] = useState(prefill?.countryDialingCode || DEFAULT_DIALING_CODE);
  const [captchaShown, setCaptchaShown] = useState(false);
  const form = useAuthForm<Field>({
    initial: () => ({
      username: prefill?.type === 'username' ? prefill.username : '',
      password: '',
      mobileNum: prefill?.type === 'sms' ? prefill.username : '',
      verificationCode: '',
      captcha: '',
    }),
    checks: (values) => ({
      ...(activeMethod === 'username'
        ? { username: () => rules.loginUsername(values.username), password: () => rules.loginPassword(values.password) }
        : {
            mobileNum: () => rules.loginMobileNum(values.mobileNum),
            verificationCode: () => rules.verificationCode(values.verificationCode),
          }),
      ...(captchaShown ? { captcha: () => rules.captcha(values.captcha) } : {}),
    }),
    errorFields: ERROR_FIELDS,
  });
  // Taken out of `form`, which carries formRef: the React Compiler's lint reads `form.x` in render as reading a ref.
  const { values, bind, formRef, formError } = form;
  // After a hand-off the player has just set the password: a remembered one may be another account's, or the old one.
  const fillFrom = !handoff && remembered?.type === 'username' ? remembered.username : null;
  useRememberedPasswordFill(fillFrom, values, form.set);
  const captcha = useCaptcha(captchaShown);
  const sms = useSmsCode('noLogin');
  const complete = useCompleteSignIn();

  const newCaptcha = () => {
    form.set('captcha', '');
    captcha.refresh();
  };

  const login = useLoginCall({
    onSuccess: (value) => {
      if (!remember) forgetRememberedLogin();
      else if (activeMethod === 'username')
        void rememberLogin({ type: 'username', username: values.username.trim() }, values.password);
      else void rememberLogin({ type: 'sms', username: values.mobileNum.trim(), countryDialingCode: dialingCode });
      complete(value, { remember });
    },
    onError: (error) => {
      if (captchaShown || asksForCaptcha(error)) {
        setCaptchaShown(true);
        newCaptcha();
      }
      // A login the platform took but whose answer is unreadable spent the SMS code: ask for a new one.
      if (activeMethod === 'sms' && answeredUnread(error)) {
        form.set('verificationCode', '');
        sms.spent();
      }
      form.showServerError(error);
    },
  });

  const switchMethod = (next: RememberedMethod) => {
    setMethod(next);
    form.clearMessages();
    if (captchaShown) newCaptcha();
  };

  const requestCode = () => {
    if (form.checkField('mobileNum')) sms.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode });
  };

  const submit = form.onSubmit(login.isPending, () => {
    const captchaAnswer = captchaShown ? values.captcha.trim() : undefined;
    if (activeMethod === 'username') {
      login.mutate({
        type: 'username',
        username: values.username.trim(),
        password: values.password,
        captcha: captchaAnswer,
      });
      return;
    }
    const mobileNum = values.mobileNum.trim();
    const code = values.verificationCode.trim();
    const bySms = { username: mobileNum, password: code, countryDialingCode: dialingCode, captcha: captchaAnswer };
    // With third-party verification the code is the service's to check: the login carries its token.
    login.mutate(
      sms.thirdParty
        ? async () => ({
            ...bySms,
            type: 'firebase',
            firebaseChannel: 'sms',
            firebaseIdToken: await sms.proof(code),
            firebaseMobileNo: mobileNum,
          })
        : { ...bySms, type: 'sms' },
    );
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      {handoff && (
        <p className="auth-form__done" role="status">
          {t(`login.done.${handoff.done}`)}
        </p>
      )}
      {smsEnabled && (
        <Tabs
          {...METHOD_TABS_LOOK}
          label={t('login.method')}
          tabs={[
            { id: 'username', label: t('login.byUsername') },
            { id: 'sms', label: t('login.bySms') },
          ]}
          selected={activeMethod}
          onSelect={switchMethod}
        />
      )}
      {activeMethod === 'username' ? (
        <>
          <UsernameField {...bind('username')} />
          <PasswordField
            {...bind('password')}
            label={t('fields.password')}
            purpose="currentPassword"
            placeholder={t('placeholders.password')}
          />
        </>
      ) : (
        <>
          <MobileField {...bind('mobileNum')} dialingCode={dialingCode} onDialingCode={setDialingCode} />
          <SmsCodeField {...bind('verificationCode')} sms={sms} onRequest={requestCode} />
        </>
      )}
      {captchaShown && <CaptchaField {...bind('captcha')} captcha={captcha} />}
      <div className="auth-form__row">
        <Checkbox name="remember" checked={remember} onChange={setRemember}>
          {t('login.remember')}
        </Checkbox>
        <Link to={href('forget')} className="auth-link">
          {t('login.forgot')}
        </Link>
      </div>
      <FormError messageKey={formError} />
      <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
      <div className="auth-form__row auth-form__row--center">
        <span>{t('login.noAccount')}</span>
        <Link to={href('register')} className="auth-link">
          {t('login.toRegister')}
        </Link>
      </div>
      <Link to={href('trail')} className="btn btn--gold btn--block auth-trial-link">
        {t('login.trial')}
      </Link>
    </form>
  );
}
