import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { ApiError, errorMessageKey } from '@/api';
import type { AgentRegisterResult } from '@/api/types/agent';
import { Dialog } from '@/components/ui/dialog';
import { href } from '@/config/paths';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useOpenAccount } from '../../api/register';
import { AgentOnly } from '../../components/AgentOnly';
import { AgentPage } from '../../components/AgentPage';
import { FailureMessage } from '../../components/FailureMessage';
import { validateOpenAccount, type OpenAccountErrors, type OpenAccountValues } from '../../lib/open-account';
import { PasswordField, inputPurpose } from '@/components/ui/form';

const EMPTY: OpenAccountValues = { username: '', password: '', confirmPassword: '' };

/** Open account: a member or a sub-agent in the agent's team. */
export function AgentRegisterPage() {
  const { t } = useTranslation('agent');
  const open = useOpenAccount();
  const [values, setValues, clearDraft] = useFormDraft(
    'open-account',
    { ...EMPTY, accountType: 0 as 0 | 1 },
    { secret: ['password', 'confirmPassword'] },
  );
  const { accountType } = values;
  const setAccountType = (type: 0 | 1) => setValues((v) => ({ ...v, accountType: type }));
  const [errors, setErrors] = useState<OpenAccountErrors>({});
  const [opened, setOpened] = useState<AgentRegisterResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const set = (field: keyof OpenAccountValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: keyof OpenAccountValues) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateOpenAccount(values);
    setErrors(found);
    const first = (Object.keys(EMPTY) as (keyof OpenAccountValues)[]).find((f) => found[f]);
    if (first) {
      document.getElementById(`open-${first}`)?.focus();
      return;
    }
    open.mutate(
      {
        accountType,
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      },
      {
        // Without a readable answer, the account opened is the one asked for.
        onSuccess: (result, asked) => {
          clearDraft();
          setOpened(result ?? { username: asked.username, accountType: asked.accountType });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === 'username.exists') {
            setErrors({ username: `common:${errorMessageKey(error)}` });
            document.getElementById('open-username')?.focus();
          } else setFailure(error);
        },
      },
    );
  };

  const another = () => {
    setOpened(null);
    setValues((v) => ({ ...v, ...EMPTY }));
    clearDraft();
  };

  return (
    <AgentOnly>
      <AgentPage>
        <form className="card agent-card" onSubmit={submit} noValidate>
          <p className="agent-note agent-note--card">{t('register.intro')}</p>
          <fieldset className="agent-segment">
            <legend className="field__label">{t('register.accountType')}</legend>
            {([0, 1] as const).map((type) => (
              <label key={type} className="agent-segment__option">
                <input
                  type="radio"
                  name="accountType"
                  checked={accountType === type}
                  onChange={() => setAccountType(type)}
                />
                <span>{type === 0 ? t('register.member') : t('register.agent')}</span>
              </label>
            ))}
          </fieldset>
          <div className={`field ${errors.username ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor="open-username">
              {t('register.username')}
            </label>
            <span className="field__control">
              <input
                id="open-username"
                {...inputPurpose('otherUsername')}
                maxLength={16}
                value={values.username}
                aria-invalid={!!errors.username}
                aria-describedby="open-username-hint"
                onChange={(e) => set('username')(e.target.value)}
              />
            </span>
            <span id="open-username-hint" className={errors.username ? 'field__error' : 'agent-hint'}>
              {message('username') || t('register.usernameHint')}
            </span>
          </div>
          <PasswordField
            id="open-password"
            label={t('register.password')}
            value={values.password}
            error={message('password')}
            purpose="newPassword"
            onValueChange={set('password')}
          />
          <PasswordField
            id="open-confirmPassword"
            label={t('register.confirmPassword')}
            value={values.confirmPassword}
            error={message('confirmPassword')}
            purpose="newPassword"
            onValueChange={set('confirmPassword')}
          />
          <FailureMessage error={failure} />
          <button type="submit" className="btn btn--primary btn--block" disabled={open.isPending}>
            {open.isPending ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
        <Dialog
          open={!!opened}
          onClose={another}
          title={t('register.success.title')}
          actions={
            <>
              <button type="button" className="btn btn--ghost" onClick={another}>
                {t('register.success.another')}
              </button>
              <Link className="btn btn--primary" to={href('memberTeam')}>
                {t('register.success.team')}
              </Link>
            </>
          }
        >
          {opened && (
            <p className="dialog__message">
              {t('register.success.text', {
                username: opened.username,
                type: opened.accountType === 0 ? t('register.member') : t('register.agent'),
              })}
            </p>
          )}
        </Dialog>
      </AgentPage>
    </AgentOnly>
  );
}
