import type { AvatarType } from '@/api/types/member';
import { AVATAR_CDN_FOLDER, AVATAR_EXTENSION } from '../constants';

/**
 * Where an avatar image is: CUSTOM avatars are full URLs; STATIC ones are a name under the avatar
 * folder of the image CDN, plus .png (resolve the result with `useImageUrl`).
 */
export function avatarPath(avatar: string | undefined, avatarType: AvatarType | undefined): string {
  if (!avatar) return '';
  if (avatarType === 'CUSTOM') return avatar;
  return `/${AVATAR_CDN_FOLDER}/${avatar}${AVATAR_EXTENSION}`;
}
