/*
 * Which days a timesheet signature covers (docs/decisions/0017-signature-covers-days.md,
 * docs/product/signatures.md). Pure rules: the server decides and locks with
 * them, the browser's offline data layer locks, unlocks and names the days to
 * sign with the same functions, so both always agree.
 *
 * - A day with work time: a time row whose time_start is not null.
 * - A staff signature covers the person's own days with work time on the
 *   pair; a customer signature covers the pair's days (any person's).
 * - A new signature covers the days with work time not yet covered by an
 *   earlier signature of the same sheet (staff: that person's staff
 *   signatures; customer: the pair's customer signatures), and of those only
 *   the days the signing screen named, when it named any.
 * - A day is locked for a person when their own staff signature or a customer
 *   signature of the pair covers it.
 * - A sheet is signed when it has a signature and every day with work time is
 *   covered by its signatures.
 */

/** One time row as far as the coverage rules look at it. */
export type CoverageTime = { staffId: number; day: string; time_start: number | null };

/** A stored signature as far as the coverage rules look at it. */
export type CoverageSignature = {
  kind: 'staff' | 'customer';
  /** The signing person (staff signatures); null for the customer's. */
  staffId: number | null;
  /** ISO days (yyyy-MM-dd) the signature covers. */
  days: readonly string[];
};

/** Which sheet: one person's (staff) or the pair's (customer). */
export type SheetRef = { kind: 'staff'; staffId: number } | { kind: 'customer' };

/** The days with work time of a sheet (a person's or the pair's), sorted, each once. */
export function daysWithWorkTime(times: readonly CoverageTime[], sheet: SheetRef): string[] {
  const days = new Set<string>();
  for (const row of times) {
    if (row.time_start === null) continue;
    if (sheet.kind === 'staff' && row.staffId !== sheet.staffId) continue;
    days.add(row.day);
  }
  return [...days].sort();
}

/** The signatures that belong to a sheet (a person's staff signatures, or the customer's). */
export function signaturesOfSheet<S extends CoverageSignature>(
  signatures: readonly S[],
  sheet: SheetRef,
): S[] {
  return signatures.filter((signature) =>
    sheet.kind === 'customer'
      ? signature.kind === 'customer'
      : signature.kind === 'staff' && signature.staffId === sheet.staffId,
  );
}

/** The days the given signatures cover together. */
export function coveredDays(signatures: readonly CoverageSignature[]): Set<string> {
  const days = new Set<string>();
  for (const signature of signatures) for (const day of signature.days) days.add(day);
  return days;
}

/** What a new signature of a sheet does: the days it covers, or why it covers none. */
export type SigningPlan =
  | { kind: 'sign'; days: string[] }
  /** No day with work time (among the named days, if named): nothing to sign (422). */
  | { kind: 'no_work_time' }
  /** Every such day is covered already (409 sheet_signed). */
  | { kind: 'all_covered' };

/**
 * The days a new signature covers: the sheet's days with work time, of those
 * the named ones (`named`: the days the signing screen showed, if it sent
 * them), less the days its earlier signatures cover. Sorted.
 */
export function planSignature(
  workDays: readonly string[],
  earlier: ReadonlySet<string>,
  named?: readonly string[],
): SigningPlan {
  const namedSet = named === undefined ? null : new Set(named);
  const candidates = workDays.filter((day) => namedSet === null || namedSet.has(day));
  if (candidates.length === 0) return { kind: 'no_work_time' };
  const days = [...new Set(candidates)].filter((day) => !earlier.has(day)).sort();
  return days.length === 0 ? { kind: 'all_covered' } : { kind: 'sign', days };
}

/** The plan of a new signature of `sheet`, from the sheet's rows and all of the pair's signatures. */
export function planSheetSignature(
  times: readonly CoverageTime[],
  signatures: readonly CoverageSignature[],
  sheet: SheetRef,
  named?: readonly string[],
): SigningPlan {
  return planSignature(
    daysWithWorkTime(times, sheet),
    coveredDays(signaturesOfSheet(signatures, sheet)),
    named,
  );
}

/** True when a time of `staffId` on `day` can no longer change (staff or customer signature). */
export function isDayLocked(
  signatures: readonly CoverageSignature[],
  staffId: number,
  day: string,
): boolean {
  return signatures.some(
    (signature) =>
      (signature.kind === 'customer' ||
        (signature.kind === 'staff' && signature.staffId === staffId)) &&
      signature.days.includes(day),
  );
}

/** True when the sheet has a signature and every day with work time is covered by its signatures. */
export function isSheetSigned(
  workDays: readonly string[],
  sheetSignatures: readonly CoverageSignature[],
): boolean {
  if (sheetSignatures.length === 0) return false;
  const covered = coveredDays(sheetSignatures);
  return workDays.every((day) => covered.has(day));
}

/** isSheetSigned of `sheet`, from the pair's rows and all of the pair's signatures. */
export function isSheetSignedFrom(
  times: readonly CoverageTime[],
  signatures: readonly CoverageSignature[],
  sheet: SheetRef,
): boolean {
  return isSheetSigned(daysWithWorkTime(times, sheet), signaturesOfSheet(signatures, sheet));
}

/**
 * The days a signing screen offers already chosen: of the days a new signature
 * may cover, those up to and including today (the fair's day, `fairToday`).
 * A later day is offered unchosen, since people may still lack a time there
 * and a signature would lock it (docs/product/signatures.md).
 */
export function defaultSigningDays(days: readonly string[], today: string): string[] {
  return days.filter((day) => day <= today);
}

/** A stored signature as far as the reopening rule looks at it (ADR 0027). */
export type ReopenableSignature = { supersededAt: Date | string | null };

/**
 * A signature the office superseded (reopened, ADR 0027) covers and locks
 * nothing: it stays in the history, but only the signatures in force count for
 * every rule above. The server's SQL form is signatureInForceSql in
 * server/records/signatures.ts.
 */
export function isInForce(signature: ReopenableSignature): boolean {
  return signature.supersededAt === null;
}

/** The signatures in force of a list (see isInForce). */
export function signaturesInForce<S extends ReopenableSignature>(signatures: readonly S[]): S[] {
  return signatures.filter(isInForce);
}
