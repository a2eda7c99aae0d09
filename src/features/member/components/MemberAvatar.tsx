import { useTranslation } from '@/lib/use-translation';
import type { MemberInfo } from '@/api/types/member';
import { useImageUrl } from '@/queries/site';
import { avatarPath } from '../lib/avatar';
import './member-avatar.css';

/** The player's avatar (CUSTOM URL or STATIC name), or their initial while none is set. */
export function MemberAvatar({
  member,
  fallbackName,
  size,
}: {
  member: MemberInfo | undefined;
  fallbackName: string;
  size: number;
}) {
  const { t } = useTranslation('member');
  const imageUrl = useImageUrl();
  const src = imageUrl(avatarPath(member?.avatar, member?.avatarType));
  const name = member?.nickname || fallbackName;
  return src ? (
    <img className="member-avatar" src={src} alt={t('avatar.alt', { name })} width={size} height={size} />
  ) : (
    <span className="member-avatar member-avatar--initial" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
