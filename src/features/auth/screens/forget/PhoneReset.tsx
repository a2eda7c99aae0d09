import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError } from '@/api';
import { toast } from '@/components/ui/toast';
import { MobileField } from '../../components/MobileField';
import { SmsCodeField } from '../../components/SmsCodeField';
import { PasswordField } from '../../components/TextField';
import { DEFAULT_DIALING_CODE } from '../../constants';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuthForm } from '../../lib/use-auth-form';
import { useCompleteSignIn } from '../../api/login';
import { useResetByPhoneCall } from '../../api/password';
import { useSmsCode } from '../../api/sms-code';
import { useHandToLogin } from '../../lib/login-handoff';
import * as rules from '../../lib/rules';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword';

const ERROR_FIELDS: Partial<Record<string, Field>> = {
  'modify.new.old.same': 'newPassword',
  'mobile.not.exist': 'mobileNum',
  'verification.code.error': 'verificationCode',
};

/**
 * Reset by phone: number with dialling code, SMS code and new password; then log in with the new
 * password. `modify.new.old.same` clears the password, any other failure clears the code (§8). A reset
 * done without a session to show for it (its answer unread, or the login after it failed) sends the
 * player to the login page, which says the password was reset.
 */
export function PhoneReset() {
  const { t } = useTranslation('auth');
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const form = useAuthForm<Field>({
    initial: () => ({ mobileNum: '', verificationCode: '', newPassword: '' }),
    checks: (values) => ({
      mobileNum: () => rules.resetMobileNum(values.mobileNum),
      verificationCode: () => rules.verificationCode(values.verificationCode),
      newPassword: () => rules.loginPassword(values.newPassword),
    }),
    errorFields: ERROR_FIELDS,
  });
  // Taken out of `form`, which carries formRef: the React Compiler's lint reads `form.x` in render as reading a ref.
  const { values, bind, formRef, formError } = form;
  const sms = useSmsCode('noLogin');
  const complete = useCompleteSignIn();
  const handToLogin = useHandToLogin();
  const hideLoading = useRef<() => void>(undefined);

  const reset = useResetByPhoneCall({
    onMutate: () => {
      hideLoading.current = toast.loading(t('forget.sending'));
    },
    onSettled: () => hideLoading.current?.(),
    onSuccess: (done) => {
      if (!done?.session) {
        const login = done && { type: 'username' as const, username: done.username };
        return handToLogin({ done: 'passwordReset', login });
      }
      toast.success(t('forget.resetDone'));
      complete(done.session);
    },
    onError: (error) => {
      const sameAsOld = error instanceof ApiError && error.errorCode === 'modify.new.old.same';
      form.set(sameAsOld ? 'newPassword' : 'verificationCode', '');
      form.showServerError(error);
    },
  });

  const requestCode = () => {
    if (form.checkField('mobileNum')) sms.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode });
  };

  const submit = form.onSubmit(reset.isPending, () => {
    const code = values.verificationCode.trim();
    const payload = {
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
      verificationCode: code,
      newPassword: values.newPassword,
    };
    // With third-party verification the reset carries the service's token for the code.
    reset.mutate(sms.thirdParty ? async () => ({ ...payload, firebaseIdToken: await sms.proof(code) }) : payload);
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <MobileField {...bind('mobileNum')} dialingCode={dialingCode} onDialingCode={setDialingCode} />
      <SmsCodeField {...bind('verificationCode')} sms={sms} onRequest={requestCode} />
      <PasswordField
        {...bind('newPassword')}
        label={t('fields.newPassword')}
        purpose="newPassword"
        placeholder={t('placeholders.password')}
      />
      <FormError messageKey={formError} />
      <SubmitButton pending={reset.isPending}>{t('forget.reset')}</SubmitButton>
    </form>
  );
}
