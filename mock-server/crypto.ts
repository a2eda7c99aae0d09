import forge from 'node-forge';
import privateKeyPem from './keys/private-key.txt?raw';
import { decryptBody } from '@/api/cipher';

/**
 * The platform's side of encrypted calls (DECISIONS §2): unwrap the symmetric key from the
 * hex `Encryption` header with the private key (PKCS#1 v1.5), then decrypt the body's `value`.
 * Mock code only: the private key never reaches the live bundle.
 */
const privateKey = forge.pki.privateKeyFromPem(privateKeyPem);

export class EnvelopeError extends Error {}

export function decryptEnvelope(encryptionHeader: string | undefined, body: unknown): unknown {
  if (!encryptionHeader || !/^[0-9a-f]+$/i.test(encryptionHeader)) throw new EnvelopeError('missing Encryption header');
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== 'string') throw new EnvelopeError('body has no encrypted value');
  try {
    const key = privateKey.decrypt(forge.util.hexToBytes(encryptionHeader), 'RSAES-PKCS1-V1_5');
    return JSON.parse(decryptBody(value, key));
  } catch {
    throw new EnvelopeError('envelope does not decrypt');
  }
}
