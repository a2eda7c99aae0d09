import { initializeApp } from '@firebase/app';
import { getAuth, RecaptchaVerifier, signInWithPhoneNumber, type ConfirmationResult } from '@firebase/auth';
import type { FirebaseProject } from '@/config/phone-verification';
import { wrongCode, type PhoneVerifier } from './phone-verifier';

/** Firebase's answers to a wrong or expired code. */
const WRONG_CODE = ['auth/invalid-verification-code', 'auth/code-expired'];

/**
 * Firebase phone sign-in as the deployment's third-party verification: an invisible reCAPTCHA is
 * the human check, Firebase sends the SMS, and the typed code is exchanged for the ID token the
 * platform's login, registration and phone reset accept.
 */
export function firebasePhoneVerifier(project: FirebaseProject): PhoneVerifier {
  const auth = getAuth(initializeApp(project, 'phone-verification'));
  auth.useDeviceLanguage();
  let recaptcha: RecaptchaVerifier | null = null;
  let confirmation: ConfirmationResult | null = null;
  return {
    async send(phoneNumber) {
      confirmation = null;
      recaptcha ??= new RecaptchaVerifier(auth, recaptchaHost(), { size: 'invisible' });
      try {
        confirmation = await signInWithPhoneNumber(auth, phoneNumber, recaptcha);
      } catch (error) {
        // A spent or broken challenge cannot be asked again: the next request starts a new one.
        recaptcha.clear();
        recaptcha = null;
        throw error;
      }
    },
    async confirm(code) {
      if (!confirmation) throw wrongCode();
      try {
        const credential = await confirmation.confirm(code);
        return await credential.user.getIdToken();
      } catch (error) {
        throw WRONG_CODE.includes((error as { code?: string }).code ?? '') ? wrongCode() : error;
      }
    },
  };
}

/** The invisible reCAPTCHA's element, kept out of the layout and of the accessibility tree. */
function recaptchaHost(): HTMLElement {
  const host = document.createElement('div');
  host.hidden = true;
  document.body.append(host);
  return host;
}
