import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '@/api';
import type { ChangePasswordPayload } from '@/api/types/auth';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { useSession } from '@/stores/session';
import { PasswordField, TextField } from '../components/TextField';
import { CHANGE_PASSWORD_LOADING_MS, CHANGE_PASSWORD_REDIRECT_MS, SUCCESS_TOAST_MS } from '../constants';
import { FormError } from '../form/FormError';
import { serverError } from '../form/server-error';
import { useFields } from '../form/useFields';
import { useFormValidation, type Checks } from '../form/useFormValidation';
import { readRememberedLogin, updateRememberedPassword } from '../lib/remembered-login';
import * as rules from '../validation/rules';
import '../auth.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** The remembered password of this user, which stands in for the old-password field. */
function rememberedPasswordOf(userName: string | undefined): string | null {
  const record = readRememberedLogin();
  if (!userName || record?.type !== 'username' || !record.password) return null;
  return record.username.toLowerCase() === userName.toLowerCase() ? record.password : null;
}

/** /m/changePsw (accounts-and-access §2, §4, §5). Without a session the gate sends the player home. */
export function ChangePasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const [remembered] = useState(() => rememberedPasswordOf(session?.userName));
  const [sameAsOld, setSameAsOld] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { values, set } = useFields<Field>(() => ({ oldPassword: '', newPassword: '', confirmNewPassword: '' }));
  const passwordRules = useQuery({ queryKey: ['auth', 'registerValidation'], queryFn: () => api.registerValidation(), staleTime: 5 * 60_000 });
  const hideLoading = useRef<() => void>(undefined);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const checks: Checks<Field> = {};
  if (remembered === null) checks.oldPassword = () => rules.loginPassword(values.oldPassword);
  checks.newPassword = () => rules.passwordFormat(passwordRules.data)(values.newPassword);
  checks.confirmNewPassword = () => rules.changeConfirm(values.newPassword)(values.confirmNewPassword);
  const { formRef, errors, validateField, validateAll, setError } = useFormValidation(checks);

  const change = useMutation({
    mutationFn: (payload: ChangePasswordPayload) => api.changePassword(payload),
    onMutate: () => {
      hideLoading.current = toast.loading(t('changePassword.wait'), CHANGE_PASSWORD_LOADING_MS);
    },
    onSettled: () => hideLoading.current?.(),
    onSuccess: (_value, payload) => {
      toast.success(t('changePassword.saved'), SUCCESS_TOAST_MS);
      updateRememberedPassword(payload.newPassword);
      redirect.current = setTimeout(() => navigate(href('home'), { replace: true }), CHANGE_PASSWORD_REDIRECT_MS);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === 'modify.new.old.same') setSameAsOld(true);
      else setFormError(serverError(error).key);
    },
  });

  const onChange = (field: Field) => (value: string) => {
    set(field, value);
    setFormError(null);
    if (errors[field]) setError(field, null);
    if (field === 'newPassword' && values.confirmNewPassword) setError('confirmNewPassword', rules.changeConfirm(value)(values.confirmNewPassword), true);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending || change.isSuccess) return;
    setFormError(null);
    if (!validateAll()) return;
    const oldPassword = remembered ?? values.oldPassword;
    if (oldPassword === values.newPassword) return setSameAsOld(true);
    change.mutate({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
  };

  const blur = (field: Field) => () => values[field] && validateField(field);

  return (
    <div className="page auth-page">
      <form ref={formRef} className="card auth-card auth-form" onSubmit={submit} noValidate>
        <TextField name="account" label={t('fields.username')} icon="user" value={session?.userName ?? ''} onValueChange={() => undefined} readOnly />
        {remembered === null ? (
          <PasswordField
            name="oldPassword"
            label={t('fields.oldPassword')}
            autoComplete="current-password"
            value={values.oldPassword}
            onValueChange={onChange('oldPassword')}
            onBlur={blur('oldPassword')}
            error={errors.oldPassword}
          />
        ) : (
          <p className="auth-note">{t('changePassword.rememberedNote')}</p>
        )}
        <PasswordField
          name="newPassword"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          placeholder={t('placeholders.password')}
          value={values.newPassword}
          onValueChange={onChange('newPassword')}
          onBlur={blur('newPassword')}
          error={errors.newPassword}
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          value={values.confirmNewPassword}
          onValueChange={onChange('confirmNewPassword')}
          onBlur={blur('confirmNewPassword')}
          error={errors.confirmNewPassword}
        />
        <FormError messageKey={formError} />
        <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={change.isPending || change.isSuccess}>
          {t('changePassword.submit')}
        </button>
        <button type="button" className="btn btn--ghost btn--block auth-form__back" onClick={() => navigate(href('home'), { replace: true })}>
          {t('common:actions.back')}
        </button>
      </form>
      <Dialog
        open={sameAsOld}
        onClose={() => setSameAsOld(false)}
        title={t('changePassword.sameAsOld')}
        hideTitle
        actions={<button type="button" className="btn btn--primary btn--block" onClick={() => setSameAsOld(false)}>{t('common:actions.confirm')}</button>}
      >
        <p className="dialog__message">{t('changePassword.sameAsOld')}</p>
      </Dialog>
    </div>
  );
}
