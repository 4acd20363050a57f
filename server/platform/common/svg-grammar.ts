/*
 * Linear scanners for the numeric grammars of the SVG attributes a signature
 * may keep (docs/decisions/0014-linear-svg-parsing.md). A regular expression
 * over a number list backtracks: `(?:number|[\s,])+` can split "1111" in 2^n
 * ways before it gives up on a stray letter. A cursor reads each character
 * once and never goes back more than one token, so the work is linear in the
 * length of the value.
 *
 * Grammars: numbers and path data as the W3C SVG 1.1 path data BNF
 * (https://www.w3.org/TR/SVG11/paths.html#PathDataBNF), numbers greedy ("the
 * BNF consumes as much of a given token as possible": "1.5.5" is 1.5 and .5,
 * "1-2" is 1 and -2); `points` as SVG 2 reads it (a number list like path
 * data's, an even count); transforms as the SVG 1.1 transform-list BNF for the
 * four functions the sanitizer keeps.
 *
 * Every scanner answers how many numbers it read (the sanitizer's work budget
 * counts them) or null when the value does not match its grammar.
 */

const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;
const COMMA = 0x2c;
const ZERO = 0x30;
const NINE = 0x39;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function isWsp(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0a;
}

/** Path commands (upper case) and how many numbers one argument set of each takes. */
const ARGUMENTS: Record<string, number> = {
  M: 2,
  L: 2,
  T: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  A: 7,
  Z: 0,
};

/** The upper-case command of a path data letter, undefined for anything else. */
function commandOf(char: string): string | undefined {
  // ASCII only: 'ſ'.toUpperCase() is 'S', and no such letter may pass as a command.
  const upper = char >= 'a' && char <= 'z' ? char.toUpperCase() : char;
  return Object.hasOwn(ARGUMENTS, upper) ? upper : undefined;
}

/** A read position over one attribute value. */
export class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  private code(offset = 0): number {
    return this.text.charCodeAt(this.pos + offset);
  }

  /** wsp*; true when anything was skipped. */
  wsp(): boolean {
    const start = this.pos;
    while (isWsp(this.code())) this.pos++;
    return this.pos > start;
  }

  /** comma-wsp? : `wsp+ comma? wsp* | comma wsp*`; 'comma' when a comma was read. */
  commaWsp(): 'none' | 'wsp' | 'comma' {
    const spaced = this.wsp();
    if (this.code() === COMMA) {
      this.pos++;
      this.wsp();
      return 'comma';
    }
    return spaced ? 'wsp' : 'none';
  }

  private digits(): number {
    const start = this.pos;
    while (isDigit(this.code())) this.pos++;
    return this.pos - start;
  }

  /** True when a number (or, with `signed` false, a non-negative one) starts here. */
  startsNumber(signed = true): boolean {
    let offset = 0;
    if (signed && (this.code() === PLUS || this.code() === MINUS)) offset = 1;
    const first = this.code(offset);
    return isDigit(first) || (first === DOT && isDigit(this.code(offset + 1)));
  }

  /**
   * number: sign? (digit+ ('.' digit*)? | '.' digit+) exponent?, longest match;
   * an `e` not followed by digits is left for the caller (it is no exponent).
   */
  number(signed = true): boolean {
    const start = this.pos;
    if (signed && (this.code() === PLUS || this.code() === MINUS)) this.pos++;
    const whole = this.digits();
    let fraction = 0;
    if (this.code() === DOT) {
      this.pos++;
      fraction = this.digits();
    }
    if (whole === 0 && fraction === 0) {
      this.pos = start;
      return false;
    }
    const e = this.code();
    if (e === 0x65 || e === 0x45) {
      const before = this.pos;
      this.pos++;
      if (this.code() === PLUS || this.code() === MINUS) this.pos++;
      if (this.digits() === 0) this.pos = before;
    }
    return true;
  }

  /** flag: "0" | "1", one character (arcs may write flags without separators). */
  flag(): boolean {
    const code = this.code();
    if (code !== ZERO && code !== ZERO + 1) return false;
    this.pos++;
    return true;
  }

  /** The given word, exactly. */
  word(word: string): boolean {
    if (!this.text.startsWith(word, this.pos)) return false;
    this.pos += word.length;
    return true;
  }

  /** The next character (empty at the end), not consumed. */
  peek(): string {
    return this.text.charAt(this.pos);
  }

  /**
   * number (comma-wsp? number)* up to where `atEnd` says the list stops; a
   * comma never ends it. How many numbers were read, or null.
   */
  numberList(atEnd: () => boolean): number | null {
    let numbers = 0;
    for (;;) {
      if (!this.number()) return null;
      numbers++;
      const separator = this.commaWsp();
      if (atEnd()) return separator === 'comma' ? null : numbers;
    }
  }
}

/** A single number, nothing around it; 1 or null. */
export function scanNumber(value: string): number | null {
  const cursor = new Cursor(value);
  return cursor.number() && cursor.done ? 1 : null;
}

/** A number with an optional `px` unit (width, height); 1 or null. */
export function scanLength(value: string): number | null {
  const cursor = new Cursor(value);
  if (!cursor.number()) return null;
  cursor.word('px');
  return cursor.done ? 1 : null;
}

/** viewBox: four numbers separated by comma-wsp, wsp around; 4 or null. */
export function scanViewBox(value: string): number | null {
  const cursor = new Cursor(value);
  cursor.wsp();
  for (let i = 0; i < 4; i++) {
    if (i > 0 && cursor.commaWsp() === 'none') return null;
    if (!cursor.number()) return null;
  }
  cursor.wsp();
  return cursor.done ? 4 : null;
}

/**
 * One argument set of a path command: `count` numbers with comma-wsp? between
 * them; an arc's are rx ry rotation flag flag x y (radii without sign).
 */
function argumentSet(cursor: Cursor, command: string, count: number): boolean {
  for (let i = 0; i < count; i++) {
    if (i > 0) cursor.commaWsp();
    const ok =
      command === 'A' && (i === 3 || i === 4)
        ? cursor.flag()
        : cursor.number(!(command === 'A' && i < 2));
    if (!ok) return false;
  }
  return true;
}

/**
 * Path data (the `d` attribute) by the SVG 1.1 BNF: starts with a moveto, at
 * least one command, argument sets repeat; a comma never ends a sequence.
 */
export function scanPathData(value: string): number | null {
  const cursor = new Cursor(value);
  cursor.wsp();
  if (commandOf(cursor.peek()) !== 'M') return null;
  let numbers = 0;
  while (!cursor.done) {
    const command = commandOf(cursor.peek());
    const count = command === undefined ? undefined : ARGUMENTS[command];
    if (command === undefined || count === undefined) return null;
    cursor.pos++;
    cursor.wsp();
    if (count > 0) {
      for (;;) {
        if (!argumentSet(cursor, command, count)) return null;
        numbers += count;
        const separator = cursor.commaWsp();
        if (cursor.startsNumber(command !== 'A')) continue;
        if (separator === 'comma') return null;
        break;
      }
    }
    cursor.wsp();
  }
  return numbers;
}

/** points (polyline): numbers with comma-wsp? between, an even count of at least two. */
export function scanPoints(value: string): number | null {
  const cursor = new Cursor(value);
  cursor.wsp();
  const numbers = cursor.numberList(() => cursor.done);
  return numbers !== null && numbers >= 2 && numbers % 2 === 0 ? numbers : null;
}

/** Transform functions the sanitizer keeps and the number counts each may take. */
const TRANSFORMS: Record<string, readonly number[]> = {
  matrix: [6],
  translate: [1, 2],
  scale: [1, 2],
  rotate: [1, 3],
};

function transformFunction(cursor: Cursor): number | null {
  const name = Object.keys(TRANSFORMS).find((candidate) => cursor.word(candidate));
  if (name === undefined) return null;
  cursor.wsp();
  if (!cursor.word('(')) return null;
  cursor.wsp();
  const numbers = cursor.numberList(() => cursor.peek() === ')');
  if (numbers === null) return null;
  cursor.pos++;
  return TRANSFORMS[name]?.includes(numbers) ? numbers : null;
}

/**
 * transform: matrix/translate/scale/rotate with their SVG 1.1 argument counts,
 * separated by wsp and at most one comma (SVG 2 and browsers allow none).
 */
export function scanTransform(value: string): number | null {
  const cursor = new Cursor(value);
  cursor.wsp();
  let numbers = 0;
  for (;;) {
    const read = transformFunction(cursor);
    if (read === null) return null;
    numbers += read;
    const separator = cursor.commaWsp();
    if (cursor.done) return separator === 'comma' ? null : numbers;
  }
}
