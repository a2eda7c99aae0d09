import { ApiError } from '@/api';

/** A third-party service that sends SMS codes and vouches for a typed one (accounts-and-access §3 `firebase` fields). */
export interface PhoneVerifier {
  /** Sends a code to the number (international form, `+84912345678`); rejects when the service cannot. */
  send(phoneNumber: string): Promise<void>;
  /** The service's ID token for the code just typed; rejects with `wrongCode()` for a wrong or expired one. */
  confirm(code: string): Promise<string>;
}

/** A wrong code, as the platform's own "Verification code error" next to the code field. */
export const wrongCode = () => new ApiError('business', 'phoneVerification', 'verification.code.error');

/** The number in the international form the service expects: the dialing code and the national number, digits only. */
export const internationalNumber = (dialingCode: string, mobileNum: string) =>
  `+${dialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;
