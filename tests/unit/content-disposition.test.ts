// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, dispositionFileName } from '@domain/shared/content-disposition';

describe('the file name of a Content-Disposition header', () => {
  it('takes the exact name of filename* (what sendDownload writes for any name)', () => {
    expect(
      dispositionFileName(
        `attachment; filename="Stundenzettel_M_ller.pdf"; filename*=UTF-8''Stundenzettel%20M%C3%BCller.pdf`,
      ),
    ).toBe('Stundenzettel Müller.pdf');
  });

  it('falls back to the quoted ASCII name', () => {
    expect(dispositionFileName('attachment; filename="abrechnung-2026-11.csv"')).toBe(
      'abrechnung-2026-11.csv',
    );
    expect(dispositionFileName(`attachment; filename="a.txt"; filename*=UTF-8''%E0%A4%A`)).toBe(
      'a.txt',
    );
  });

  it('reads back every name the server writes', () => {
    for (const name of [
      'abrechnung-2026-11.csv',
      'Müller; "Jörg" 50%.pdf',
      "a'b(c)*.zip",
      '日本.txt',
    ]) {
      expect(dispositionFileName(attachmentDisposition(name))).toBe(name);
    }
  });

  it('answers null when there is no name', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName('attachment; filename=""')).toBeNull();
  });
});
