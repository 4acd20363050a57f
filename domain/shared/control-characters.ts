/*
 * Characters no text field accepts (docs/product/rules.md). PostgreSQL refuses U+0000 in
 * text (a NUL answered 500); the others are invisible, change how the text
 * around them is laid out (bidi controls make "Anna" read backwards on a
 * timesheet) or break lines where a single line is shown. A lone surrogate is
 * not a character at all: it cannot be encoded as UTF-8.
 *
 * One loop over the UTF-16 code units: linear, no regular expression.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Bidi marks, embeddings, overrides and isolates, and the line/paragraph separators. */
function isLayoutControl(unit: number): boolean {
  return (
    unit === 0x061c || // ARABIC LETTER MARK
    unit === 0x200e || // LEFT-TO-RIGHT MARK
    unit === 0x200f || // RIGHT-TO-LEFT MARK
    (unit >= 0x2028 && unit <= 0x202e) || // LINE/PARAGRAPH SEPARATOR, LRE RLE PDF LRO RLO
    (unit >= 0x2066 && unit <= 0x2069) // LRI RLI FSI PDI
  );
}

/** C0 controls, DEL and the C1 controls. */
function isControl(unit: number): boolean {
  return unit < 0x20 || (unit >= 0x7f && unit <= 0x9f);
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * True when `value` holds a character no text field accepts. With
 * `allowLineBreaks` (multi-line fields) tab, line feed and carriage return
 * are allowed; nothing else is.
 */
export function hasForbiddenCharacter(value: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (isControl(unit)) {
      const lineBreak = unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN;
      if (!(allowLineBreaks && lineBreak)) return true;
    } else if (isLayoutControl(unit)) {
      return true;
    } else if (isHighSurrogate(unit)) {
      // A pair is one character (an emoji, say): skip its second half.
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i += 1;
    } else if (isLowSurrogate(unit)) {
      return true;
    }
  }
  return false;
}
