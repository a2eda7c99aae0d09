import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  readRememberedPassword,
  rememberLogin,
  updateRememberedPassword,
} from './remembered-login';
import { DEVICE_KEY_STORE } from './storage-keys';

const PASSWORD = 'pässwörd1';
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const stored = () => localStorage.getItem(STORAGE_KEYS.rememberedLogin) ?? '';
/** Every readable form the password could take in storage: as typed, base64 once, base64 twice. */
const readableForms = (password: string) => [password, b64(password), b64(b64(password))];

const deleteKeyStore = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DEVICE_KEY_STORE.database);
    request.onsuccess = request.onerror = () => resolve();
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteKeyStore();
});

describe('remembered login', () => {
  it('keeps the password sealed (ciphertext and nonce only) and opens it for the same user', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    const record = JSON.parse(stored());
    expect(Object.keys(record).sort()).toEqual(['sealedPassword', 'type', 'username']);
    expect(Object.keys(record.sealedPassword).sort()).toEqual(['data', 'iv']);
    for (const form of readableForms(PASSWORD)) expect(stored()).not.toContain(form);
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'demo01' });
    expect(await readRememberedPassword('demo01')).toBe(PASSWORD);
    expect(await readRememberedPassword('DEMO01')).toBe(PASSWORD);
    expect(await readRememberedPassword('vip01')).toBeNull();
  });

  it('keeps the login before its password is sealed, and a login forgotten meanwhile stays forgotten', async () => {
    const remembering = rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'demo01' });
    await remembering;
    expect(JSON.parse(stored()).sealedPassword).toBeDefined();

    const late = rememberLogin({ type: 'username', username: 'vip01' }, PASSWORD);
    forgetRememberedLogin();
    await late;
    expect(readRememberedLogin()).toBeNull();
  });

  it('keeps its key in IndexedDB as a non-extractable AES-GCM key', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    const key = await new Promise<CryptoKey>((resolve) => {
      const open = indexedDB.open(DEVICE_KEY_STORE.database);
      open.onsuccess = () => {
        const get = open.result.transaction(DEVICE_KEY_STORE.store).objectStore(DEVICE_KEY_STORE.store).getAll();
        get.onsuccess = () => {
          open.result.close();
          resolve(get.result[0]);
        };
      };
    });
    expect(key).toMatchObject({ extractable: false, algorithm: { name: 'AES-GCM', length: 256 } });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('seals with a fresh nonce each time', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    const first = JSON.parse(stored()).sealedPassword;
    await rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    expect(JSON.parse(stored()).sealedPassword.iv).not.toBe(first.iv);
  });

  it('opens nothing once the key is gone (site data cleared), or for a record moved to another user name', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    const record = JSON.parse(stored());
    localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify({ ...record, username: 'vip01' }));
    expect(await readRememberedPassword('vip01')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify(record));
    await deleteKeyStore();
    expect(await readRememberedPassword('demo01')).toBeNull();
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'demo01' });
  });

  it.each([
    ['IndexedDB', 'indexedDB'],
    ['WebCrypto', 'crypto'],
  ])('without %s remembers the user name only', async (_name, global) => {
    vi.stubGlobal(global, undefined);
    await rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    expect(JSON.parse(stored())).toEqual({ type: 'username', username: 'demo01' });
    expect(await readRememberedPassword('demo01')).toBeNull();
  });

  it('migrates the legacy double-base64 record: the readable form leaves storage at the first read, the password is sealed', async () => {
    localStorage.setItem(
      STORAGE_KEYS.rememberedLogin,
      JSON.stringify({ type: 'username', username: 'demo01', password: b64(b64(PASSWORD)) }),
    );
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'demo01' });
    for (const form of readableForms(PASSWORD)) expect(stored()).not.toContain(form);
    expect(await readRememberedPassword('demo01')).toBe(PASSWORD);
    expect(JSON.parse(stored()).sealedPassword).toEqual({ iv: expect.any(String), data: expect.any(String) });
  });

  it('drops the legacy password where it cannot be sealed', async () => {
    vi.stubGlobal('indexedDB', undefined);
    localStorage.setItem(
      STORAGE_KEYS.rememberedLogin,
      JSON.stringify({ type: 'username', username: 'demo01', password: b64(b64(PASSWORD)) }),
    );
    expect(await readRememberedPassword('demo01')).toBeNull();
    expect(JSON.parse(stored())).toEqual({ type: 'username', username: 'demo01' });
  });

  it('remembers the number and dialling code of the SMS method, never a code', async () => {
    await rememberLogin({ type: 'sms', username: '912345678', countryDialingCode: '+84' }, '123456');
    expect(JSON.parse(stored())).toEqual({ type: 'sms', username: '912345678', countryDialingCode: '+84' });
    expect(await readRememberedPassword('912345678')).toBeNull();
  });

  it('updates the password of an existing record of the same user only', async () => {
    await updateRememberedPassword('demo01', 'new12345');
    expect(readRememberedLogin()).toBeNull();
    await rememberLogin({ type: 'username', username: 'demo01' }, 'abc12345');
    await updateRememberedPassword('vip01', 'other999');
    expect(await readRememberedPassword('demo01')).toBe('abc12345');
    await updateRememberedPassword('DEMO01', 'new12345');
    expect(await readRememberedPassword('demo01')).toBe('new12345');
  });

  it('forgets, and survives a corrupt or wrongly shaped value', async () => {
    await rememberLogin({ type: 'username', username: 'demo01' }, PASSWORD);
    forgetRememberedLogin();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBeNull();
    for (const bad of ['{bad', '42', '[]', '{"username":1}', '{"type":"x","username":"a"}']) {
      localStorage.setItem(STORAGE_KEYS.rememberedLogin, bad);
      expect(readRememberedLogin()).toBeNull();
      expect(await readRememberedPassword('a')).toBeNull();
    }
    localStorage.setItem(
      STORAGE_KEYS.rememberedLogin,
      JSON.stringify({ type: 'username', username: 'demo01', sealedPassword: { iv: '%%', data: 1 } }),
    );
    expect(await readRememberedPassword('demo01')).toBeNull();
  });
});
