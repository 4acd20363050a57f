import type { BewerbungStep1, BewerbungStep1Result } from '@domain/bewerbung/bewerbung';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import { call } from '@src/api/call';

// A photo of up to 5 MB over a slow phone connection needs longer than the default 10 s.
const UPLOAD_TIMEOUT_MS = 120_000;

/*
 * The table is loaded when a call is made, not with the page: its schemas are
 * valibot code, which the application form's first load does without (ADR 0033).
 */
const operations = () =>
  import('@domain/bewerbung/operations').then((module) => module.bewerbungOperations);

/** Step 1 as JSON. */
export async function applyStep1(values: BewerbungStep1): Promise<BewerbungStep1Result> {
  return call((await operations()).apply, { body: values });
}

/** What the step-2 wizard offers to the holder of the token. */
export async function loadStep2(token: string): Promise<BewerbungStep2Load> {
  return call((await operations()).step2Load, { query: { token } });
}

/** Step 2 as multipart (the wire format of docs/product/api.md). */
export async function submitStep2(token: string, body: FormData): Promise<BewerbungStep1Result> {
  return call(
    (await operations()).step2Submit,
    { query: { token }, body },
    {
      timeout: UPLOAD_TIMEOUT_MS,
    },
  );
}
