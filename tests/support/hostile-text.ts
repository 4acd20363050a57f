/*
 * Text that no field may store (docs/product/rules.md), shared by the schema tests, the
 * server tests and the fuzz tests, so all of them try the same characters.
 */

/** One of each kind a single-line field refuses, by name. */
export const REFUSED_CHARACTERS = {
  nul: '\u0000',
  bell: '\u0007',
  tab: '\t',
  lineFeed: '\n',
  carriageReturn: '\r',
  escape: '\u001b',
  unitSeparator: '\u001f',
  delete: '\u007f',
  nextLine: '\u0085',
  c1End: '\u009f',
  arabicLetterMark: '\u061c',
  leftToRightMark: '\u200e',
  rightToLeftMark: '\u200f',
  lineSeparator: '\u2028',
  paragraphSeparator: '\u2029',
  leftToRightEmbedding: '\u202a',
  rightToLeftEmbedding: '\u202b',
  popDirectionalFormatting: '\u202c',
  leftToRightOverride: '\u202d',
  rightToLeftOverride: '\u202e',
  leftToRightIsolate: '\u2066',
  rightToLeftIsolate: '\u2067',
  firstStrongIsolate: '\u2068',
  popDirectionalIsolate: '\u2069',
  loneHighSurrogate: '\ud83d',
  loneLowSurrogate: '\ude00',
} as const;

/** The line breaks a multi-line field allows (and a single-line one refuses). */
export const LINE_BREAKS = ['\t', '\n', '\r', '\r\n'] as const;

/**
 * The four the server tests send to every text field: the NUL that answered
 * 500, a bidi override, a line separator and a lone surrogate (JSON can carry
 * one as an escape; a multipart body cannot, its bytes are UTF-8).
 */
export const SERVER_SAMPLES = ['\u0000', '\u202e', '\u2028', '\ud800'] as const;

/** A plausible value with `char` inside it: never at the edge, where a trim might hide it. */
export function embedded(char: string): string {
  return `Anna${char}Muster`;
}

/** Hostile values for fuzz tests: each refused character alone and inside a name. */
export const HOSTILE_TEXTS: readonly string[] = Object.values(REFUSED_CHARACTERS).flatMap(
  (char) => [char, embedded(char)],
);

/** Unusual but legitimate text every field must keep accepting. */
export const ACCEPTED_TEXTS = [
  'Zoë Ørsted-Łukasiewicz',
  "O'Brien",
  'O’Brien',
  'José María',
  'مريم',
  'שרה',
  '李小龙',
  'Anna 👩‍💻', // an emoji: a surrogate pair and a zero-width joiner
  'Straße 1 a',
] as const;

/**
 * Values made only of characters that draw nothing (domain/shared/visible-text.ts):
 * every text field refuses them with `invisible_text`, though none holds a
 * control character.
 */
export const INVISIBLE_TEXTS: Readonly<Record<string, string>> = {
  zeroWidthSpace: '\u200b',
  joinersAndWordJoiner: '\u200b\u200c\u200d\u2060',
  byteOrderMark: '\u200b\ufeff',
  softHyphen: '\u00ad',
  hangulFiller: '\u3164',
  halfwidthHangulFiller: '\uffa0',
  brailleBlank: '\u2800',
  combiningGraphemeJoiner: '\u034f',
  variationSelector: '\ufe0f',
  tagLetter: '\u{e0041}',
  mongolianVowelSeparator: '\u180e',
  lonelyCombiningAcute: '\u0301',
  ideographicSpaceAndZeroWidth: '\u3000\u200b\u3000',
};
