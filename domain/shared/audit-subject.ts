import { parseSerialId } from './ids';

/*
 * What an audit entry is about, read from its subject as the writers name it
 * (`times:m/c/b/day`, `staff_sheet:m/c/b`, `pair:m-c`, `application:17`, …;
 * server/areas/buero/person.ts lists a person's). The server resolves these ids to
 * names for the office (server/areas/buero/audit-refs.ts); the office links to them.
 */

/** The ids an entry is about; absent keys: not about such a thing. */
export type AuditAbout = {
  /** An applicant/staff row (bewerber). */
  person_id?: number;
  application_id?: number;
  /** A login (users), e.g. an office account or the person's own. */
  user_id?: number;
  document_id?: number;
  fair_id?: number;
  customer_id?: number;
  /** A day of a timesheet (yyyy-MM-dd). */
  day?: string;
  /** A whole timesheet: the person's own or the customer's. */
  sheet?: 'staff' | 'customer';
  /** A payroll month (yyyy-MM). */
  month?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** Ids from their text parts; null when any part is no id. */
function ids(parts: readonly string[]): number[] | null {
  const parsed = parts.map((part) => parseSerialId(part));
  return parsed.every((id) => id !== undefined) ? (parsed as number[]) : null;
}

/** A pair and maybe a person: `m/c` or `m/c/b`. */
function sheetIds(rest: string, withPerson: boolean): AuditAbout | null {
  const found = ids(rest.split('/'));
  if (!found || found.length !== (withPerson ? 3 : 2)) return null;
  const [fair, customer, person] = found;
  return {
    fair_id: fair,
    customer_id: customer,
    ...(withPerson ? { person_id: person } : {}),
  };
}

function single(
  key: 'person_id' | 'application_id' | 'user_id' | 'document_id' | 'fair_id' | 'customer_id',
  rest: string,
): AuditAbout | null {
  const id = parseSerialId(rest);
  return id === undefined ? null : { [key]: id };
}

/** The subject's ids (an unknown form, e.g. a route pattern: null). */
export function parseAuditSubject(subject: string): AuditAbout | null {
  const colon = subject.indexOf(':');
  if (colon < 0) return null;
  const kind = subject.slice(0, colon);
  const rest = subject.slice(colon + 1);
  switch (kind) {
    case 'bewerber':
    case 'staff':
      return single('person_id', rest);
    case 'application':
      return single('application_id', rest);
    case 'user':
      return single('user_id', rest);
    case 'document':
      return single('document_id', rest);
    case 'messe':
      return single('fair_id', rest);
    case 'customer':
      return single('customer_id', rest);
    case 'pair': {
      const found = ids(rest.split('-'));
      return found?.length === 2 ? { fair_id: found[0], customer_id: found[1] } : null;
    }
    case 'times': {
      const day = rest.slice(rest.lastIndexOf('/') + 1);
      const sheet = sheetIds(rest.slice(0, rest.lastIndexOf('/')), true);
      return sheet && DAY.test(day) ? { ...sheet, day } : null;
    }
    case 'staff_sheet': {
      const sheet = sheetIds(rest, true);
      return sheet ? { ...sheet, sheet: 'staff' } : null;
    }
    case 'customer_sheet': {
      const sheet = sheetIds(rest, false);
      return sheet ? { ...sheet, sheet: 'customer' } : null;
    }
    case 'payroll':
      return MONTH.test(rest) ? { month: rest } : null;
    default:
      return null;
  }
}

/** An id stored as a number (or its text) in an entry's details. */
function numberIn(details: Record<string, unknown>, key: string): number | undefined {
  const value = details[key];
  return typeof value === 'number' ? parseSerialId(String(value)) : parseSerialId(value);
}

/**
 * What an entry is about: its subject, or for a write refused on a signed
 * sheet (its subject is the route) the ids its details name.
 */
export function auditAbout(
  subject: string | null,
  details: Record<string, unknown> | null,
): AuditAbout | null {
  const parsed = subject === null ? null : parseAuditSubject(subject);
  if (parsed || !details) return parsed;
  const fair = numberIn(details, 'messeId');
  const customer = numberIn(details, 'customerId');
  if (fair === undefined || customer === undefined) return null;
  const person = numberIn(details, 'staffId');
  const day = typeof details.day === 'string' && DAY.test(details.day) ? details.day : undefined;
  return {
    fair_id: fair,
    customer_id: customer,
    ...(person === undefined ? {} : { person_id: person }),
    ...(day === undefined ? { sheet: person === undefined ? 'customer' : 'staff' } : { day }),
  };
}
