import type { BewerbungStep1, BewerbungStep1Result } from '@domain/bewerbung/bewerbung';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import { api } from '@src/api/client';

// A photo of up to 5 MB over a slow phone connection needs longer than the default 10 s.
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /app/api/bewerbung: step 1 as JSON. */
export function applyStep1(values: BewerbungStep1): Promise<BewerbungStep1Result> {
  return api.post<BewerbungStep1Result>('bewerbung', { json: values });
}

const withToken = (token: string) => `bewerbung/step2?${new URLSearchParams({ token }).toString()}`;

/** GET /app/api/bewerbung/step2?token=: what the wizard offers. */
export function loadStep2(token: string): Promise<BewerbungStep2Load> {
  return api.get<BewerbungStep2Load>(withToken(token));
}

/** POST /app/api/bewerbung/step2?token= as multipart (the wire format of docs/product/api.md). */
export function submitStep2(
  token: string,
  body: FormData,
): Promise<{ success: true; message: string }> {
  return api.post(withToken(token), { body, timeout: UPLOAD_TIMEOUT_MS });
}
