import { api } from '@/api';
import type { PhoneVerifier } from '../lib/phone-verifier';

/**
 * The demo's stand-in for the third-party phone service (Demo panel: "Third-party phone
 * verification"): the mock backend sends the code, shown in the Demo panel, and answers a
 * confirmed one with the token the login, registration and phone reset carry.
 */
export function demoPhoneVerifier(): PhoneVerifier {
  let number = '';
  return {
    async send(phoneNumber) {
      await api.demoPhoneCode({ phoneNumber });
      number = phoneNumber;
    },
    async confirm(code) {
      return (await api.demoPhoneToken({ phoneNumber: number, code })).idToken;
    },
  };
}
