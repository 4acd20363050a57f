import type { Locale } from '@domain/shared/locale';
import type { MailAttachment } from '@server/platform/mail/mailer';
import { MailDropped } from '@server/platform/mail/outbox';
import type { SignedSheetMailData } from '@server/platform/mail/templates';
import type { WorkerPool } from '@server/platform/workers/pool';
import type { Reader } from '@server/records/reader';
import { customerPdfName } from './filenames';
import { loadPairSheet, type PairSheetData } from './sheet-data';
import type { RenderedPdf, RenderTask } from './render-task';

/*
 * The PDF of the signed sheet mail (issue 25), built when the outbox sends
 * it, not in the signing request: the rows are read on the outbox worker's
 * turn, the layout runs on the export workers (ADR 0034) when one is free.
 */

/**
 * The customer sheet of the signed days only: their rows, and the customer
 * signatures that cover any of them (the new one, and a reopened one it
 * replaces, printed as superseded).
 */
export function signedDaysSheet(data: PairSheetData, signatureId: number): PairSheetData | null {
  const signature = data.signatures.find(
    (entry) => entry.id === signatureId && entry.kind === 'customer',
  );
  if (!signature) return null;
  const days = new Set(signature.days);
  return {
    ...data,
    times: data.times.filter((row) => days.has(row.day)),
    signatures: data.signatures.filter(
      (entry) => entry.kind === 'customer' && entry.days.some((day) => days.has(day)),
    ),
  };
}

/**
 * The outbox's attachment resolver of `customer_sheet_signed`. A pair or
 * signature that is gone (the office deleted the fair or the pair) can never
 * be printed: the mail is dropped with a log line (MailDropped) rather than
 * retried for hours; a failing read or worker is retried like a send error.
 */
export function signedSheetAttachments(deps: { db: Reader; workers: () => WorkerPool }) {
  return async (data: SignedSheetMailData, locale: Locale): Promise<MailAttachment[]> => {
    const pair = await loadPairSheet(deps.db, {
      messeId: data.messeId,
      customerId: data.customerId,
    });
    if (!pair) throw new MailDropped('the pair is gone');
    const sheet = signedDaysSheet(pair, data.signatureId);
    if (!sheet) throw new MailDropped('the signature is gone');
    const name = customerPdfName(sheet.pair.messe.name, sheet.pair.customer.name, locale);
    const workers = deps.workers();
    const [pdf] = await workers.whenFree(() =>
      workers.run<RenderTask, RenderedPdf[]>({
        data: sheet,
        locale,
        sheets: [{ name, sheet: { kind: 'customer' } }],
      }),
    );
    if (!pdf) throw new Error('the worker rendered no PDF');
    return [
      {
        filename: name,
        content: Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength),
        contentType: 'application/pdf',
      },
    ];
  };
}
