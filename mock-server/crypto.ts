// Only the node-forge modules RSA decryption needs (the core, PEM, ASN.1 and RSA with its maths):
// the full library adds TLS, X.509, PKCS#7/#12, SSH and ed25519, a quarter of the mock's code.
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/pem';
import 'node-forge/lib/rsa';
import type { pki } from 'node-forge';
import privateKeyPem from './keys/private-key.txt?raw';
import { decryptBody, hexToBytes } from '@/api/cipher';

/**
 * The platform's side of encrypted calls (DECISIONS §2): unwrap the symmetric key from the
 * hex `Encryption` header with the private key (PKCS#1 v1.5), then decrypt the body's `value`.
 * Mock code only: the private key never reaches the live bundle.
 */
let privateKey: pki.rsa.PrivateKey | undefined;

/** Parsed on the first encrypted call, not while the mock starts: most visits make none. */
function getPrivateKey(): pki.rsa.PrivateKey {
  privateKey ??= forge.pki.privateKeyFromAsn1(
    forge.asn1.fromDer(forge.pem.decode(privateKeyPem)[0]!.body),
  ) as pki.rsa.PrivateKey;
  return privateKey;
}

export class EnvelopeError extends Error {}

export function decryptEnvelope(encryptionHeader: string | undefined, body: unknown): unknown {
  if (!encryptionHeader || !/^[0-9a-f]+$/i.test(encryptionHeader)) throw new EnvelopeError('missing Encryption header');
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== 'string') throw new EnvelopeError('body has no encrypted value');
  try {
    const key = getPrivateKey().decrypt(hexToBytes(encryptionHeader), 'RSAES-PKCS1-V1_5');
    return JSON.parse(decryptBody(value, key));
  } catch {
    throw new EnvelopeError('envelope does not decrypt');
  }
}
