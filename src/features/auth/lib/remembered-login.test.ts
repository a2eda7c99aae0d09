import { STORAGE_KEYS } from '@/lib/storage-keys';
import { decodePassword, encodePassword, readRememberedLogin, updateRememberedPassword, writeRememberedLogin } from './remembered-login';

describe('remembered login', () => {
  it('stores the password double encoded, never as typed, and reads it back', () => {
    writeRememberedLogin({ type: 'username', username: 'demo01', password: 'pässwörd1' });
    const raw = localStorage.getItem(STORAGE_KEYS.rememberedLogin)!;
    expect(raw).not.toContain('pässwörd1');
    expect(JSON.parse(raw).password).toBe(encodePassword('pässwörd1'));
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'demo01', password: 'pässwörd1' });
  });

  it('updates the password of an existing record only', () => {
    updateRememberedPassword('new12345');
    expect(readRememberedLogin()).toBeNull();
    writeRememberedLogin({ type: 'username', username: 'demo01', password: 'abc12345' });
    updateRememberedPassword('new12345');
    expect(readRememberedLogin()?.password).toBe('new12345');
  });

  it('survives a corrupt value', () => {
    expect(decodePassword('%%%')).toBe('');
    localStorage.setItem(STORAGE_KEYS.rememberedLogin, '{bad');
    expect(readRememberedLogin()).toBeNull();
  });
});
