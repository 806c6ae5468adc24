// Values the server keeps in a visitor's browser without the browser reading or changing
// them: AES-256-GCM, so a cookie is both secret (a payer's number never shows in it) and
// authenticated (any change, or a cookie moved to another payment link, opens as nothing).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** @param {string} secret the forms' key (FORM_SECRET): a key of its own is derived from it */
export function createSealer(secret) {
  const key = createHmac('sha256', secret).update('yonnee sealed cookie').digest();
  return {
    /** `context` (the link's token) must be the same to open it. */
    seal(value, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The value, or undefined for anything this key did not seal for this context. */
    open(text, context) {
      if (typeof text !== 'string' || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
      const raw = Buffer.from(text, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(body.toString('utf8'));
      } catch {
        return undefined;
      }
    },
  };
}
