import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api';
import type { RegisterValidation } from '@/api/types/auth';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { href } from '@/config/paths';
import { useSession } from '@/stores/session';
import { PasswordField, TextField } from '../../components/TextField';
import { CHANGE_PASSWORD_LOADING_MS, CHANGE_PASSWORD_REDIRECT_MS, SUCCESS_TOAST_MS } from '../../constants';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';
import { useChangePasswordCall } from '../../api/password';
import { usePasswordRules } from '../../api/register-settings';
import { useAuthForm } from '../../lib/use-auth-form';
import { readRememberedPassword, updateRememberedPassword } from '@/lib/remembered-login';
import { loggedInThisTab } from '@/lib/tab-login';
import * as rules from '../../lib/rules';
import '../../auth.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * The remembered password that stands in for the old-password field (§2: the field shows only when
 * none is held), for a player who logged in through the login form in this tab only: holding the
 * phone is not knowing the password (docs/decisions/auth.md). `undefined` while it is being opened.
 */
function useOldPasswordStandIn(userName: string | undefined): string | null | undefined {
  const [standIn, setStandIn] = useState<string | null | undefined>(() =>
    loggedInThisTab(userName) ? undefined : null,
  );
  useEffect(() => {
    if (standIn !== undefined || !userName) return;
    let live = true;
    void readRememberedPassword(userName).then((password) => live && setStandIn(password));
    return () => {
      live = false;
    };
  }, [standIn, userName]);
  return standIn;
}

/** The screen's own way home: the title bar has no back control here (layout rule); it replaces the route. */
function BackHome() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn--ghost btn--block auth-form__back"
      onClick={() => navigate(href('home'), { replace: true })}
    >
      {t('common:actions.back')}
    </button>
  );
}

/**
 * /m/changePsw (accounts-and-access §2, §4, §5). Without a session the gate sends the player home.
 * The new password is checked by the server's rule set (§5), as on the register form: the form waits
 * for it, and when it cannot be had its load failure and retry show instead of a weaker rule.
 */
export function ChangePasswordScreen() {
  const passwordRules = usePasswordRules();
  return (
    <div className="page auth-page">
      {passwordRules.data ? (
        <ChangePasswordForm passwordRules={passwordRules.data} />
      ) : (
        <div className="card auth-card auth-form">
          {passwordRules.isError ? (
            <LoadFailed error={passwordRules.error} onRetry={() => void passwordRules.refetch()} />
          ) : (
            <Spinner />
          )}
          <BackHome />
        </div>
      )}
    </div>
  );
}

function ChangePasswordForm({ passwordRules }: { passwordRules: RegisterValidation }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const remembered = useOldPasswordStandIn(session?.userName);
  const [sameAsOld, setSameAsOld] = useState(false);
  const form = useAuthForm<Field>({
    initial: () => ({ oldPassword: '', newPassword: '', confirmNewPassword: '' }),
    checks: (values) => ({
      ...(remembered ? {} : { oldPassword: () => rules.loginPassword(values.oldPassword) }),
      newPassword: () => rules.passwordFormat(passwordRules)(values.newPassword),
      confirmNewPassword: () => rules.changeConfirm(values.newPassword)(values.confirmNewPassword),
    }),
  });
  // Taken out of `form`, which carries formRef: the React Compiler's lint reads `form.x` in render as reading a ref.
  const { values, bind, changeRechecking, formRef, formError } = form;
  const hideLoading = useRef<() => void>(undefined);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const change = useChangePasswordCall({
    onMutate: () => {
      hideLoading.current = toast.loading(t('changePassword.wait'), CHANGE_PASSWORD_LOADING_MS);
    },
    onSettled: () => hideLoading.current?.(),
    onSuccess: (_value, payload) => {
      toast.success(t('changePassword.saved'), SUCCESS_TOAST_MS);
      if (session) void updateRememberedPassword(session.userName, payload.newPassword);
      redirect.current = setTimeout(() => navigate(href('home'), { replace: true }), CHANGE_PASSWORD_REDIRECT_MS);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === 'modify.new.old.same') setSameAsOld(true);
      else form.showServerError(error);
    },
  });

  const submit = form.onSubmit(change.isPending || change.isSuccess || remembered === undefined, () => {
    const oldPassword = remembered || values.oldPassword;
    if (oldPassword === values.newPassword) return setSameAsOld(true);
    change.mutate({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
  });

  return (
    <>
      <form ref={formRef} className="card auth-card auth-form" onSubmit={submit} noValidate>
        <TextField
          name="account"
          label={t('fields.username')}
          icon="user"
          purpose="username"
          value={session?.userName ?? ''}
          onValueChange={() => undefined}
          readOnly
        />
        {remembered === null && (
          <PasswordField {...bind('oldPassword')} label={t('fields.oldPassword')} purpose="currentPassword" />
        )}
        {remembered && <p className="auth-note">{t('changePassword.rememberedNote')}</p>}
        <PasswordField
          {...bind('newPassword', changeRechecking('newPassword', 'confirmNewPassword'))}
          label={t('fields.newPassword')}
          purpose="newPassword"
          placeholder={t('placeholders.password')}
        />
        <PasswordField {...bind('confirmNewPassword')} label={t('fields.confirmNewPassword')} purpose="newPassword" />
        <FormError messageKey={formError} />
        <SubmitButton pending={change.isPending} disabled={change.isSuccess || remembered === undefined}>
          {t('changePassword.submit')}
        </SubmitButton>
        <BackHome />
      </form>
      <Dialog
        open={sameAsOld}
        onClose={() => setSameAsOld(false)}
        title={t('changePassword.sameAsOld')}
        hideTitle
        actions={
          <button type="button" className="btn btn--primary btn--block" onClick={() => setSameAsOld(false)}>
            {t('common:actions.confirm')}
          </button>
        }
      >
        <p className="dialog__message">{t('changePassword.sameAsOld')}</p>
      </Dialog>
    </>
  );
}
