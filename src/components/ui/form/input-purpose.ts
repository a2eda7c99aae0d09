import type { InputHTMLAttributes } from 'react';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'
>;

/**
 * What a field holds decides its keyboard and what autofill may offer: the one table every form's
 * fields read (`purpose` on TextField and PasswordField, `inputPurpose()` on a bare input).
 * Autofill names are the HTML standard's; `off` where the value is not the player's own data
 * (codes, another player's name) or must never be offered from a password manager (payment password).
 */
export const INPUT_PURPOSES = {
  /** The player's own user name (login, forgot password, register). */
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  /** A user name the player types for someone else (an agent opening an account, a recommender). */
  otherUsername: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  currentPassword: { autoComplete: 'current-password' },
  newPassword: { autoComplete: 'new-password' },
  paymentPassword: { inputMode: 'numeric', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  /** A full phone number in one field (WhatsApp, Zalo). */
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  /** The number next to a dialling-code picker (`telCountryCode`): autofill must not put "+84" in front twice. */
  telNational: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  /** SMS and email codes: the phone offers the code it just received. */
  oneTimeCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  /** Real name (payee name). */
  name: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  amount: { inputMode: 'decimal', autoComplete: 'off' },
  /** Digits that are not a phone number (QQ number). */
  digits: { inputMode: 'numeric', autoComplete: 'off' },
  /** Typed-in codes and handles: captcha, invitation code, ID number, messenger accounts. */
  code: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  /** Free text the player writes (feedback). */
  text: { autoComplete: 'off' },
} as const satisfies Record<string, InputAttributes>;

export type InputPurpose = keyof typeof INPUT_PURPOSES;

/** The dialling-code picker next to a `telNational` field. */
export const DIALING_CODE_AUTOCOMPLETE = 'tel-country-code';

/** The attributes of a field holding `purpose`, for inputs that are not a TextField. */
export const inputPurpose = (purpose: InputPurpose): InputAttributes => INPUT_PURPOSES[purpose];
