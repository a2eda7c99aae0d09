/**
 * The encrypted-call envelope (DECISIONS §2): a random symmetric key encrypts the JSON body,
 * the key is RSA-encrypted (PKCS#1 v1.5, jsencrypt) with the platform's public key and sent
 * hex-encoded in the `Encryption` header. Both libraries load only when an encrypted call is made.
 */
export interface EncryptedEnvelope {
  body: { value: string };
  encryptionHeader: string;
}

export async function encryptEnvelope(payload: unknown, publicKeyPem: string): Promise<EncryptedEnvelope> {
  // Without a key jsencrypt makes up a key pair of its own, and the platform could never read the call.
  if (!publicKeyPem) {
    console.error('No public key for encrypted calls: set VITE_RSA_PUBLIC_KEY or rsaPublicKey (docs/deploy.md).');
    throw new Error('No public key configured for encrypted calls');
  }
  const [{ JSEncrypt }, cipher] = await Promise.all([import('jsencrypt'), import('./cipher')]);
  const key = cipher.randomKey();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const wrapped = rsa.encrypt(key);
  if (!wrapped) throw new Error('RSA encryption failed: check the configured public key');
  return {
    body: { value: cipher.encryptBody(JSON.stringify(payload ?? {}), key) },
    encryptionHeader: cipher.base64ToHex(wrapped),
  };
}
