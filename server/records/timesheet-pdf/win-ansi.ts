/*
 * The PDF's standard fonts (Helvetica, Courier) write text in WinAnsiEncoding
 * (the PDF 32000 standard fonts need no embedding and keep the text
 * selectable). German and most Western European names fit; a character
 * outside the encoding would print as a wrong glyph, so it is written without
 * its accents where that leaves a letter of the encoding ("Ł" as "L",
 * anything else "?"), and control characters become spaces.
 */

/** The characters of WinAnsiEncoding above Latin-1's printable range 0xA0–0xFF and ASCII. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters that no decomposition maps to a letter of the encoding. */
const SUBSTITUTES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/** `text` with every character the standard fonts can write. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      out += ' ';
      continue;
    }
    // Decomposed, the base letter often is in the encoding ("ő" → "o"); the marks are dropped.
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return out;
}
