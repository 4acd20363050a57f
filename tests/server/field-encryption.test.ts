import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFieldCipher,
  DecryptionError,
  parseEncryptionKeys,
} from '@server/platform/crypto/field-encryption';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
const IBAN = 'DE89370400440532013000';
const CONTEXT = 'bewerber.bank_iban';

describe('field encryption (AES-256-GCM)', () => {
  const cipher = createFieldCipher(parseEncryptionKeys(`k1:${key(1)}`));

  it('round-trips any text and never stores it in clear', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 64 }),
        fc.string({ maxLength: 20 }),
        (text, context) => {
          const encrypted = cipher.encrypt(text, context);
          expect(cipher.decrypt(encrypted, context)).toBe(text);
          if (text.length > 3) expect(encrypted).not.toContain(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes the key id in front and a fresh IV each time', () => {
    const a = cipher.encrypt(IBAN, CONTEXT);
    const b = cipher.encrypt(IBAN, CONTEXT);
    expect(a).toMatch(/^v1:k1:[\w-]+$/);
    expect(a).not.toBe(b);
  });

  it('detects tampering with any byte', () => {
    const encrypted = cipher.encrypt(IBAN, CONTEXT);
    const packed = encrypted.split(':')[2] ?? '';
    const raw = Buffer.from(packed, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const copy = Buffer.from(raw);
      copy[i] = (copy[i] ?? 0) ^ 0x01;
      expect(() => cipher.decrypt(`v1:k1:${copy.toString('base64url')}`, CONTEXT)).toThrow(
        DecryptionError,
      );
    }
  });

  it('refuses a value moved to another column (context is authenticated)', () => {
    const encrypted = cipher.encrypt(IBAN, CONTEXT);
    expect(() => cipher.decrypt(encrypted, 'bewerber.tax_number')).toThrow(DecryptionError);
  });

  it('refuses garbage and unknown key ids', () => {
    expect(() => cipher.decrypt('DE89370400440532013000', CONTEXT)).toThrow(DecryptionError);
    expect(() => cipher.decrypt('v1:k9:AAAA', CONTEXT)).toThrow(/unknown key id/);
    expect(() => cipher.decrypt('v1:k1:AAAA', CONTEXT)).toThrow(/too short/);
  });

  it('rotates: a new first key encrypts, old values still decrypt and can be re-encrypted', () => {
    const old = cipher.encrypt(IBAN, CONTEXT);
    const rotated = createFieldCipher(parseEncryptionKeys(`k2:${key(2)},k1:${key(1)}`));
    expect(rotated.decrypt(old, CONTEXT)).toBe(IBAN);
    expect(rotated.needsRotation(old)).toBe(true);
    const renewed = rotated.rotate(old, CONTEXT);
    expect(renewed.startsWith('v1:k2:')).toBe(true);
    expect(rotated.needsRotation(renewed)).toBe(false);
    // Once k1 is retired, only re-encrypted values remain readable.
    const retired = createFieldCipher(parseEncryptionKeys(`k2:${key(2)}`));
    expect(retired.decrypt(renewed, CONTEXT)).toBe(IBAN);
    expect(() => retired.decrypt(old, CONTEXT)).toThrow(DecryptionError);
  });

  it('parses ENCRYPTION_KEYS strictly', () => {
    expect(parseEncryptionKeys(` a:${key(1)} , b:${key(2)} `).map((k) => k.id)).toEqual(['a', 'b']);
    expect(() => parseEncryptionKeys('')).toThrow(/at least one/);
    expect(() => parseEncryptionKeys(`a:${Buffer.alloc(16).toString('base64')}`)).toThrow(
      /32 bytes/,
    );
    expect(() => parseEncryptionKeys(`a:${key(1)},a:${key(2)}`)).toThrow(/unique/);
    expect(() => parseEncryptionKeys(`bad id:${key(1)}`)).toThrow(/keyId/);
    expect(() => parseEncryptionKeys(key(1))).toThrow(/keyId/);
  });
});
