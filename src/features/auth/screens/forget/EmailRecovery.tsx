import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { FORGOT_LOADING_MS, SUCCESS_TOAST_MS } from '../../constants';
import { FormError } from '../../components/FormError';
import { EmailField, UsernameField } from '../../components/AccountFields';
import { SubmitButton } from '../../components/SubmitButton';
import { useRecoverByEmailCall } from '../../api/password';
import { useAuthForm } from '../../lib/use-auth-form';
import * as rules from '../../lib/rules';

type Field = 'username' | 'email';

const checks = (values: Record<Field, string>) => ({
  username: () => rules.loginUsername(values.username),
  email: () => rules.email(values.email),
});

/** By email: user name and address (both trimmed); the button waits until both are valid. */
export function EmailRecovery() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useAuthForm<Field>({
    initial: () => ({ username: '', email: '' }),
    checks,
  });
  // Taken out of `form`, which carries formRef: the React Compiler's lint reads `form.x` in render as reading a ref.
  const { values, bind, formRef, formError } = form;
  const valid = Object.values(checks(values)).every((check) => !check());
  const hideLoading = useRef<() => void>(undefined);

  const recover = useRecoverByEmailCall({
    onMutate: () => {
      hideLoading.current = toast.loading(t('forget.sending'), FORGOT_LOADING_MS);
    },
    onSettled: () => hideLoading.current?.(),
    onSuccess: () => {
      toast.success(t('forget.emailSent'), SUCCESS_TOAST_MS);
      // "Then back" (accounts-and-access §4): to the login page, in place of this one; a history step could leave the site.
      setTimeout(() => navigate(href('login'), { replace: true }), SUCCESS_TOAST_MS);
    },
    onError: form.showServerError,
  });

  const submit = form.onSubmit(!valid || recover.isPending || recover.isSuccess, () =>
    recover.mutate({ username: values.username.trim(), email: values.email.trim() }),
  );

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <UsernameField {...bind('username')} />
      <EmailField {...bind('email')} />
      <FormError messageKey={formError} />
      <SubmitButton pending={recover.isPending} disabled={!valid || recover.isSuccess}>
        {t('forget.retrieve')}
      </SubmitButton>
    </form>
  );
}
