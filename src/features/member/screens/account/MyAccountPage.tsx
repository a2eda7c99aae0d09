import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/api';
import type { MemberInfo } from '@/api/types/member';
import { LoadFailed, Spinner } from '@/components/ui/feedback';
import { inputPurpose } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { isAgentType } from '@/config/constants';
import { useFormDraft } from '@/hooks/use-form-draft';
import { formatDate } from '@/lib/dates';
import { useMemberInfo } from '@/queries/member';
import { useUpdateProfile } from '../../api/profile';
import { MemberAvatar } from '../../components/MemberAvatar';
import { SummaryRows } from '../../components/SummaryRows';
import { AVATAR_SIZE, NICKNAME_MAX } from '../../constants';
import { maskMobile, maskName } from '../../lib/mask';
import { profileProblems, type ProfileForm } from '../../lib/profile-form';
import '../../components/member-page.css';
import './account.css';

function ProfileEditor({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const update = useUpdateProfile();
  const id = useId();
  const [form, setForm, clearDraft] = useFormDraft<ProfileForm>('profile', {
    nickname: member.nickname,
    email: member.email ?? '',
  });
  const [touched, setTouched] = useState(false);
  const problems = profileProblems(form);
  const change = (field: keyof ProfileForm) => (e: ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: e.target.value }));
    update.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0 || update.isPending) return;
    update.mutate(
      { nickname: form.nickname.trim(), email: form.email.trim() },
      {
        onSuccess: () => {
          clearDraft();
          toast.success(t('account.saved'));
        },
      },
    );
  };
  const fieldError = (field: keyof ProfileForm) =>
    touched && problems[field] ? t(`account.errors.${problems[field]}`, { max: NICKNAME_MAX }) : null;

  return (
    <form className="card member-form" onSubmit={submit} noValidate>
      <h2 className="section-title">{t('account.edit')}</h2>
      {(['nickname', 'email'] as const).map((field) => (
        // The message is outside the label and linked to the input, so the field keeps its name.
        <div key={field} className={`field ${fieldError(field) ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-${field}`}>
            {t(`account.${field}`)}
          </label>
          <span className="field__control">
            <input
              id={`${id}-${field}`}
              {...inputPurpose(field)}
              value={form[field]}
              onChange={change(field)}
              aria-invalid={!!fieldError(field)}
              aria-describedby={fieldError(field) ? `${id}-${field}-error` : undefined}
              disabled={update.isPending}
            />
          </span>
          {fieldError(field) && (
            <span className="field__error" id={`${id}-${field}-error`} role="alert">
              {fieldError(field)}
            </span>
          )}
        </div>
      ))}
      {update.isError && (
        <p className="field__error" role="alert">
          {t(`common:${errorMessageKey(update.error)}`)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={update.isPending}>
        {update.isPending ? t('submitting') : t('save')}
      </button>
    </form>
  );
}

/** My account (/m/myAccount/index): who the player is, with nickname and email editable. */
export function MyAccountPage() {
  const { t } = useTranslation('member');
  const info = useMemberInfo();
  if (info.isPending) return <Spinner />;
  if (info.isError && !info.data) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  const member = info.data;

  return (
    <section className="page member-page my-account" aria-label={t('account.title')}>
      <div className="card my-account__head">
        <MemberAvatar member={member} fallbackName={member.account} size={AVATAR_SIZE.small} />
        <div>
          <strong>{member.nickname || member.account}</strong>
          <span className="tag tag--accent">
            {t(isAgentType(member.type) ? 'account.typeAgent' : 'account.typeMember')}
          </span>
        </div>
      </div>
      <div className="card my-account__facts">
        <SummaryRows
          rows={[
            [t('account.account'), member.account],
            [t('account.realName'), maskName(member.realName) || t('security.none')],
            [
              t('account.mobile'),
              member.mobileNum
                ? `${member.countryDialingCode ?? ''} ${maskMobile(member.mobileNum)}`.trim()
                : t('security.none'),
            ],
            [t('account.registered'), member.registerTime ? formatDate(member.registerTime) : '—'],
          ]}
        />
      </div>
      <ProfileEditor key={member.id} member={member} />
    </section>
  );
}
