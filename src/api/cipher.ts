// Only node-forge's DES module (with the cipher core and util it needs): the full library is
// ~290 KB and the client needs none of its RSA, TLS or X.509 code.
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/des';

/**
 * The symmetric body cipher of encrypted calls, in one place so a deployment can switch it.
 * The platform uses DES (ECB, PKCS#7 padding) with an 8-character key; the result is base64.
 */
export const SYMMETRIC_KEY_LENGTH = 8;

export function encryptBody(plainText: string, key: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(key).getBytes());
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plainText)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}

export function decryptBody(base64: string, key: string): string {
  const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(key).getBytes());
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(base64)));
  if (!decipher.finish()) throw new Error('bad padding');
  return forge.util.decodeUtf8(decipher.output.getBytes());
}

export function randomKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = new Uint8Array(SYMMETRIC_KEY_LENGTH);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export function base64ToHex(base64: string): string {
  return forge.util.bytesToHex(forge.util.decode64(base64));
}

export function hexToBytes(hex: string): string {
  return forge.util.hexToBytes(hex);
}
