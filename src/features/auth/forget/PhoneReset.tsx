import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '@/api';
import type { SetPasswordByPhonePayload } from '@/api/types/auth';
import { toast } from '@/components/ui/toast';
import { MobileField } from '../components/MobileField';
import { SmsCodeField } from '../components/SmsCodeField';
import { PasswordField } from '../components/TextField';
import { DEFAULT_DIALING_CODE } from '../constants';
import { FormError } from '../form/FormError';
import { fieldOfError, serverError } from '../form/server-error';
import { useFields } from '../form/useFields';
import { useFormValidation } from '../form/useFormValidation';
import { useCompleteSignIn } from '../hooks/useLogin';
import { useSmsCode } from '../hooks/useSmsCode';
import { readRememberedLogin, updateRememberedPassword } from '../lib/remembered-login';
import * as rules from '../validation/rules';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword';

const ERROR_FIELDS: Partial<Record<string, Field>> = {
  'modify.new.old.same': 'newPassword',
  'mobile.not.exist': 'mobileNum',
  'verification.code.error': 'verificationCode',
};

/**
 * Reset by phone: number with dialling code, SMS code and new password; then log in with the new
 * password. `modify.new.old.same` clears the password, any other failure clears the code (§8).
 */
export function PhoneReset() {
  const { t } = useTranslation('auth');
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [formError, setFormError] = useState<string | null>(null);
  const { values, set } = useFields<Field>(() => ({ mobileNum: '', verificationCode: '', newPassword: '' }));
  const sms = useSmsCode('noLogin');
  const complete = useCompleteSignIn();
  const hideLoading = useRef<() => void>(undefined);
  const { formRef, errors, validateField, validateAll, setError, focusField } = useFormValidation<Field>({
    mobileNum: () => rules.resetMobileNum(values.mobileNum),
    verificationCode: () => rules.verificationCode(values.verificationCode),
    newPassword: () => rules.loginPassword(values.newPassword),
  });

  const reset = useMutation({
    mutationFn: async (payload: SetPasswordByPhonePayload) => {
      const { username } = await api.setPasswordByPhone(payload);
      if (readRememberedLogin()?.username.toLowerCase() === username.toLowerCase()) updateRememberedPassword(payload.newPassword);
      return api.login({ type: 'username', username, password: payload.newPassword });
    },
    onMutate: () => {
      hideLoading.current = toast.loading(t('forget.sending'));
    },
    onSettled: () => hideLoading.current?.(),
    onSuccess: (value) => {
      toast.success(t('forget.resetDone'));
      complete(value);
    },
    onError: (error) => {
      const sameAsOld = error instanceof ApiError && error.errorCode === 'modify.new.old.same';
      set(sameAsOld ? 'newPassword' : 'verificationCode', '');
      const field = fieldOfError(error, ERROR_FIELDS);
      if (field) {
        setError(field, serverError(error));
        focusField(field);
      } else setFormError(serverError(error).key);
    },
  });

  const change = (field: Field) => (value: string) => {
    set(field, value);
    setFormError(null);
    if (errors[field]) setError(field, null);
  };

  const requestCode = () => {
    const error = rules.resetMobileNum(values.mobileNum);
    setError('mobileNum', error, true);
    if (error) return focusField('mobileNum');
    sms.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending) return;
    setFormError(null);
    if (!validateAll()) return;
    reset.mutate({
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
    });
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
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
      <PasswordField
        name="newPassword"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        placeholder={t('placeholders.password')}
        value={values.newPassword}
        onValueChange={change('newPassword')}
        onBlur={() => values.newPassword && validateField('newPassword')}
        error={errors.newPassword}
      />
      <FormError messageKey={formError} />
      <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={reset.isPending}>
        {t('forget.reset')}
      </button>
    </form>
  );
}
