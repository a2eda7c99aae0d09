import { EMAIL_MAX, EMAIL_PATTERN, NICKNAME_MAX } from '../constants';

export interface ProfileForm {
  nickname: string;
  email: string;
}

/** Message keys of `account.errors.*`, by field. */
export function profileProblems({
  nickname,
  email,
}: ProfileForm): Partial<Record<keyof ProfileForm, 'nicknameRequired' | 'nicknameLong' | 'email'>> {
  const problems: ReturnType<typeof profileProblems> = {};
  const name = nickname.trim();
  if (!name) problems.nickname = 'nicknameRequired';
  else if ([...name].length > NICKNAME_MAX) problems.nickname = 'nicknameLong';
  const mail = email.trim();
  if (mail && (mail.length > EMAIL_MAX || !EMAIL_PATTERN.test(mail))) problems.email = 'email';
  return problems;
}
