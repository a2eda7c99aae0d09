const STARS = '****';

/** "912345678" → "912****678": only the first and last three digits show. */
export function maskMobile(mobile: string | undefined): string {
  if (!mobile) return '';
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}${STARS}`;
  return `${mobile.slice(0, 3)}${STARS}${mobile.slice(-3)}`;
}

/** "demo01@example.com" → "de****@example.com". */
export function maskEmail(email: string | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  if (at < 0) return `${email.slice(0, 2)}${STARS}`;
  return `${email.slice(0, Math.min(2, at))}${STARS}${email.slice(at)}`;
}

/** "Nguyen Van An" → "N****n": a real name is shown only as its first and last letter. */
export function maskName(name: string | undefined): string {
  if (!name) return '';
  const letters = [...name.replace(/\s+/g, '')];
  return letters.length <= 1 ? `${letters[0] ?? ''}${STARS}` : `${letters[0]}${STARS}${letters[letters.length - 1]}`;
}
