import { isIsoDay } from '@domain/shared/times/fair-days';
import { parseSerialId } from '@domain/shared/ids';
import type { Locale } from '@domain/shared/locale';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError } from '@server/platform/http/http-error';

/** A real calendar day as yyyy-MM-dd (2026-02-30 is not one), or undefined. */
export function parseIsoDay(value: unknown): string | undefined {
  return isIsoDay(value) ? value : undefined;
}

export type PairParams = { messeId: number; customerId: number };
export type StaffParams = PairParams & { staffId: number };

/** Path parameters as the router hands them over (strings), from a request or a batch entry. */
export type RawParams = Record<string, unknown>;

type ParamSpec = Record<
  string,
  { name: string; parse: (value: unknown) => string | number | undefined }
>;

/**
 * Reads the named path parameters; a malformed one answers 400 in the error
 * shape with one entry per bad parameter (never a 500, never a database query).
 */
function readParams<T extends Record<string, string | number>>(
  raw: RawParams,
  locale: Locale,
  spec: ParamSpec,
): T {
  const out: Record<string, string | number> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, { name, parse }] of Object.entries(spec)) {
    const value = parse(raw[name]);
    if (value === undefined) errors[name] = [validationMessage('invalid', locale)];
    else out[key] = value;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'bad_request', errors);
  return out as T;
}

const PAIR_SPEC: ParamSpec = {
  messeId: { name: 'messe', parse: parseSerialId },
  customerId: { name: 'customer', parse: parseSerialId },
};
const STAFF_SPEC: ParamSpec = { ...PAIR_SPEC, staffId: { name: 'staff', parse: parseSerialId } };
const DAY_SPEC: ParamSpec = { day: { name: 'date', parse: parseIsoDay } };

/** `:messe/:customer` of raw parameters, else 400 (callable per batch entry). */
export function readPairParams(raw: RawParams, locale: Locale): PairParams {
  return readParams<PairParams>(raw, locale, PAIR_SPEC);
}

/** `:messe/:customer/:staff` of raw parameters, else 400. */
export function readStaffParams(raw: RawParams, locale: Locale): StaffParams {
  return readParams<StaffParams>(raw, locale, STAFF_SPEC);
}

/** `:date` of raw parameters, else 400. */
export function readDayParam(raw: RawParams, locale: Locale): string {
  return readParams<{ day: string }>(raw, locale, DAY_SPEC).day;
}
