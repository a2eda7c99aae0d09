// @vitest-environment node
import { encryptEnvelope } from '@/api/encryption';
import publicKeyPem from './keys/public-key.txt?raw';
import { decryptEnvelope, EnvelopeError } from './crypto';

describe('encrypted-call envelope', () => {
  it('round-trips: what the client encrypts with the public key, the mock decrypts with the private key', async () => {
    const payload = { username: 'demo01', password: 'abc12345', type: 'username', note: '密码 ✓' };
    const envelope = await encryptEnvelope(payload, publicKeyPem);
    expect(envelope.body.value).not.toContain('demo01');
    expect(envelope.encryptionHeader).toMatch(/^[0-9a-f]{512}$/);
    expect(decryptEnvelope(envelope.encryptionHeader, envelope.body)).toEqual(payload);
  });

  it('uses a fresh key for every call', async () => {
    const a = await encryptEnvelope({ x: 1 }, publicKeyPem);
    const b = await encryptEnvelope({ x: 1 }, publicKeyPem);
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
  });

  it('refuses an envelope that does not decrypt', async () => {
    const good = await encryptEnvelope({ x: 1 }, publicKeyPem);
    const other = await encryptEnvelope({ x: 2 }, publicKeyPem);
    expect(() => decryptEnvelope(undefined, good.body)).toThrow(EnvelopeError);
    expect(() => decryptEnvelope(good.encryptionHeader, { value: 'not-ciphertext' })).toThrow(EnvelopeError);
    expect(() => decryptEnvelope(other.encryptionHeader.replace(/^../, '00'), good.body)).toThrow(EnvelopeError);
    expect(() => decryptEnvelope(good.encryptionHeader, { x: 1 })).toThrow(EnvelopeError);
  });
});
