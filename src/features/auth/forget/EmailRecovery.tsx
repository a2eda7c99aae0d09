import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/api';
import type { ForgotPasswordEmailPayload } from '@/api/types/auth';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { TextField } from '../components/TextField';
import { FORGOT_LOADING_MS, SUCCESS_TOAST_MS } from '../constants';
import { FormError } from '../form/FormError';
import { serverError } from '../form/server-error';
import { useFields } from '../form/useFields';
import { useFormValidation } from '../form/useFormValidation';
import * as rules from '../validation/rules';

/** By email: user name and address (both trimmed); the button waits until both are valid. */
export function EmailRecovery() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { values, set } = useFields<'username' | 'email'>(() => ({ username: '', email: '' }));
  const [formError, setFormError] = useState<string | null>(null);
  const hideLoading = useRef<() => void>(undefined);
  const checks = { username: () => rules.loginUsername(values.username), email: () => rules.email(values.email) };
  const { formRef, errors, validateField, setError } = useFormValidation(checks);
  const valid = !checks.username() && !checks.email();

  const recover = useMutation({
    mutationFn: (payload: ForgotPasswordEmailPayload) => api.forgotPasswordEmail(payload),
    onMutate: () => {
      hideLoading.current = toast.loading(t('forget.sending'), FORGOT_LOADING_MS);
    },
    onSettled: () => hideLoading.current?.(),
    onSuccess: () => {
      toast.success(t('forget.emailSent'), SUCCESS_TOAST_MS);
      setTimeout(() => (window.history.length > 1 ? navigate(-1) : navigate(href('login'))), SUCCESS_TOAST_MS);
    },
    onError: (error) => setFormError(serverError(error).key),
  });

  const change = (field: 'username' | 'email') => (value: string) => {
    set(field, value);
    setFormError(null);
    if (errors[field]) setError(field, null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || recover.isPending || recover.isSuccess) return;
    recover.mutate({ username: values.username.trim(), email: values.email.trim() });
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
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
      <TextField
        name="email"
        label={t('fields.email')}
        icon="mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        value={values.email}
        onValueChange={change('email')}
        onBlur={() => values.email && validateField('email')}
        error={errors.email}
      />
      <FormError messageKey={formError} />
      <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={!valid || recover.isPending || recover.isSuccess}>
        {t('forget.retrieve')}
      </button>
    </form>
  );
}
