/**
 * A stand-in for Electron's `safeStorage` (whose binary is not here): the same three methods,
 * sealing with AES-256-GCM under a key that plays the system keychain's. What it writes is
 * ciphertext, as the real one's is, so a test can look for a secret in the file and not find it.
 */

import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { SafeStorageLike } from "../../src/main/credential-vault.js";

export function testSafeStorage(key: Buffer = randomBytes(32)): SafeStorageLike & { key: Buffer } {
  return {
    key,
    isEncryptionAvailable: () => true,
    encryptString(plainText: string): Buffer {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plainText, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(sealed: Buffer): string {
      const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
