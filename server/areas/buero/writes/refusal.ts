import { bueroMessenMessages } from '@domain/buero/messen-contract';
import { WordedRefusal } from '@server/platform/http/worded-refusal';

/**
 * An office action the data's state forbids (409, or 422 for ids that name
 * the wrong kind of person): a fair that would lose days with times, a pair
 * with times or signatures, an archived fair. Thrown inside the action's
 * transaction, so nothing of it is written (neither the change nor its audit
 * entry); the API's error handler answers it in its own words.
 */
export class OfficeRefusal extends WordedRefusal {}

/** A 422 naming the ids of the wrong kind of person (the add and the assignment check). */
export function fieldRefusal(field: string, code: 'not_staff' | 'not_supervisor', ids: number[]) {
  const texts = bueroMessenMessages(code) ?? { de: code, en: code };
  const list = ids.join(', ');
  return new OfficeRefusal(
    422,
    code,
    { de: `${texts.de} (${list})`, en: `${texts.en} (${list})` },
    { [field]: { de: `${texts.de} (${list})`, en: `${texts.en} (${list})` } },
  );
}

/*
 * runOfficeAction always writes an audit entry: an action on an unknown id
 * throws this inside it instead (nothing is recorded), and the caller answers 404.
 */
export class NotFound extends Error {}

/** For `.catch`: false for NotFound (the route answers 404), anything else rethrown. */
export function rethrowUnlessNotFound(error: unknown): false {
  if (error instanceof NotFound) return false;
  throw error;
}

/** For `.catch`: null for NotFound. */
export function nullIfNotFound(error: unknown): null {
  if (error instanceof NotFound) return null;
  throw error;
}
