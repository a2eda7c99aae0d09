import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { MemberInfo } from '@/api/types/member';
import { BalanceWidget } from '@/components/balance/BalanceWidget';
import { Icon } from '@/components/ui/icon/Icon';
import { href } from '@/config/paths';
import { useHeadIcon } from '../../api/profile';
import { MemberAvatar } from '../../components/MemberAvatar';
import { AVATAR_SIZE } from '../../constants';
import { AvatarPicker } from './AvatarPicker';

/** Avatar (tap to change), nickname, account, member and club labels, the balance and the money shortcuts. */
export function ProfileCard({ member, userName }: { member: MemberInfo | undefined; userName: string }) {
  const { t } = useTranslation('member');
  const headIcon = useHeadIcon().data;
  const [picking, setPicking] = useState(false);
  const shown = member && headIcon ? { ...member, ...headIcon } : member;
  const labels = member?.memberLabel ?? [];

  return (
    <div className="profile-card">
      <div className="profile-card__who">
        <button
          type="button"
          className="profile-card__avatar"
          onClick={() => setPicking(true)}
          aria-label={t('avatar.change')}
        >
          <MemberAvatar member={shown} fallbackName={userName} size={AVATAR_SIZE.large} />
          <span className="profile-card__avatar-edit" aria-hidden="true">
            <Icon name="refresh" size={12} />
          </span>
        </button>
        <div className="profile-card__names">
          <h2 className="profile-card__nickname">{member?.nickname || userName}</h2>
          <p className="profile-card__account">{t('centre.account', { account: member?.account ?? userName })}</p>
          {(labels.length > 0 || member?.clubLabel) && (
            <ul className="profile-card__labels" aria-label={t('centre.labels')}>
              {member?.clubLabel?.labelName && (
                <li className="tag tag--gold">
                  <Icon name="crown" size={12} /> {member.clubLabel.labelName}
                </li>
              )}
              {labels.map((label) => (
                <li key={label.labelName} className="tag profile-card__label">
                  {label.labelName}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="profile-card__wallet">
        <BalanceWidget className="profile-card__balance" />
        <div className="profile-card__actions">
          <Link className="btn btn--gold btn--small" to={href('voucherCenter')}>
            <Icon name="wallet" size={16} /> {t('centre.deposit')}
          </Link>
          <Link className="btn btn--outline btn--small profile-card__withdraw" to={href('withdraw')}>
            <Icon name="card" size={16} /> {t('centre.withdraw')}
          </Link>
        </div>
      </div>
      <AvatarPicker open={picking} current={headIcon} onClose={() => setPicking(false)} />
    </div>
  );
}
