import { ApiError } from '@/api';
import { firebasePhoneVerifier } from './firebase-phone';

const auth = { useDeviceLanguage: vi.fn() };
const initializeApp = vi.fn((_project: unknown, _name: string) => ({ app: true }));
const signInWithPhoneNumber = vi.fn();
const recaptchas: { host: HTMLElement; parameters: unknown; clear: () => void }[] = [];
vi.mock('@firebase/app', () => ({ initializeApp: (p: unknown, n: string) => initializeApp(p, n) }));
vi.mock('@firebase/auth', () => ({
  getAuth: () => auth,
  signInWithPhoneNumber: (...args: unknown[]) => signInWithPhoneNumber(...args),
  RecaptchaVerifier: class {
    clear = vi.fn();
    constructor(_auth: unknown, host: HTMLElement, parameters: unknown) {
      recaptchas.push({ host, parameters, clear: this.clear });
    }
  },
}));

const PROJECT = { apiKey: 'k', authDomain: 'casino.firebaseapp.com', projectId: 'casino' };

beforeEach(() => {
  signInWithPhoneNumber.mockReset();
  recaptchas.length = 0;
});

describe('Firebase phone sign-in as the third-party verification', () => {
  it('sends through an invisible reCAPTCHA and trades the typed code for the ID token', async () => {
    const confirm = vi.fn(async () => ({ user: { getIdToken: async () => 'ID-TOKEN' } }));
    signInWithPhoneNumber.mockResolvedValue({ confirm });
    const verifier = firebasePhoneVerifier(PROJECT);
    expect(initializeApp).toHaveBeenCalledWith(PROJECT, 'phone-verification');
    await verifier.send('+84912345678');
    expect(signInWithPhoneNumber).toHaveBeenCalledWith(auth, '+84912345678', expect.anything());
    expect(recaptchas).toHaveLength(1);
    expect(recaptchas[0].parameters).toEqual({ size: 'invisible' });
    expect(recaptchas[0].host.hidden).toBe(true);
    await expect(verifier.confirm('123456')).resolves.toBe('ID-TOKEN');
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it("answers a wrong or expired code as the platform's verification code error", async () => {
    signInWithPhoneNumber.mockResolvedValue({
      confirm: async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/invalid-verification-code' })),
    });
    const verifier = firebasePhoneVerifier(PROJECT);
    await expect(verifier.confirm('123456')).rejects.toMatchObject({ errorCode: 'verification.code.error' });
    await verifier.send('+84912345678');
    const refused = await verifier.confirm('000000').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ errorCode: 'verification.code.error' });
  });

  it('starts a new reCAPTCHA after a failed send (a spent challenge cannot be asked again)', async () => {
    signInWithPhoneNumber.mockRejectedValueOnce(new Error('auth/too-many-requests'));
    const verifier = firebasePhoneVerifier(PROJECT);
    await expect(verifier.send('+84912345678')).rejects.toThrow('auth/too-many-requests');
    expect(recaptchas[0].clear).toHaveBeenCalled();
    signInWithPhoneNumber.mockResolvedValue({ confirm: vi.fn() });
    await verifier.send('+84912345678');
    expect(recaptchas).toHaveLength(2);
  });
});
