import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One AES-256 key with the id written in front of every value it encrypts. */
export type EncryptionKey = { id: string; key: Buffer };

const KEY_ID = /^[\w-]{1,32}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Parses `keyId:base64-32-bytes[,keyId:…]`. The first key encrypts; all of them
 * decrypt, so a new key can be put first and old values re-encrypted later.
 */
export function parseEncryptionKeys(value: string): EncryptionKey[] {
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [id, material, ...rest] = part.split(':');
      if (!id || !material || rest.length > 0 || !KEY_ID.test(id)) {
        throw new Error('each key must look like keyId:base64 (id of letters, digits, _ or -)');
      }
      const key = Buffer.from(material, 'base64');
      if (key.length !== 32)
        throw new Error(`key ${id} must be 32 bytes (base64 of 32 random bytes)`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('at least one key is required');
  if (new Set(keys.map((k) => k.id)).size !== keys.length)
    throw new Error('key ids must be unique');
  return keys;
}

export class DecryptionError extends Error {
  constructor(reason: string) {
    super(`Cannot decrypt field: ${reason}`);
    this.name = 'DecryptionError';
  }
}

/**
 * AES-256-GCM for single columns (IBAN, tax ID, pension number). Output:
 * `v1:<keyId>:<base64url(iv ‖ tag ‖ ciphertext)>`. The context (e.g. the column
 * name) is bound as associated data, so a value copied into another column fails.
 */
export type FieldCipher = {
  encrypt: (plaintext: string, context: string) => string;
  decrypt: (ciphertext: string, context: string) => string;
  /** True when the value was written with an older key and should be re-encrypted. */
  needsRotation: (ciphertext: string) => boolean;
  /** Decrypts with whichever key wrote it and encrypts again with the current key. */
  rotate: (ciphertext: string, context: string) => string;
};

export function createFieldCipher(keys: readonly EncryptionKey[]): FieldCipher {
  const current = keys[0];
  if (!current) throw new Error('createFieldCipher needs at least one key');
  const byId = new Map(keys.map((k) => [k.id, k.key]));

  const encrypt = (plaintext: string, context: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    return `${VERSION}:${current.id}:${packed}`;
  };

  const split = (ciphertext: string) => {
    const [version, keyId, packed, ...rest] = ciphertext.split(':');
    if (version !== VERSION || !keyId || !packed || rest.length > 0) {
      throw new DecryptionError('unknown format');
    }
    return { keyId, packed };
  };

  const decrypt = (ciphertext: string, context: string): string => {
    const { keyId, packed } = split(ciphertext);
    const key = byId.get(keyId);
    if (!key) throw new DecryptionError(`unknown key id ${keyId}`);
    const raw = Buffer.from(packed, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new DecryptionError('too short');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      const plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      throw new DecryptionError('authentication failed (tampered, wrong key or wrong context)');
    }
  };

  return {
    encrypt,
    decrypt,
    needsRotation: (ciphertext) => split(ciphertext).keyId !== current.id,
    rotate: (ciphertext, context) => encrypt(decrypt(ciphertext, context), context),
  };
}
