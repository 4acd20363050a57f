/*
 * What the outbox keeps and logs of a failed send. An SMTP server's reply text
 * can name the recipient ("<anna@example.de>: Recipient address rejected"),
 * and nodemailer copies it into the error's message and `response`: neither is
 * stored nor logged. The class (nodemailer's code, e.g. EENVELOPE, EAUTH,
 * ECONNECTION, or a system code such as ECONNREFUSED) and the SMTP reply code
 * are enough to tell a refused address from an outage or a wrong password.
 */

const CODE = /^[A-Z][A-Z0-9_]{1,39}$/;
const NAME = /^[a-z]\w{0,39}$/i;

/** 'EENVELOPE 550', 'ECONNREFUSED', 'Error': a failed send in words that name no one. */
export function mailErrorSummary(error: unknown): string {
  const { code, responseCode, name } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as { code?: unknown; responseCode?: unknown; name?: unknown };
  const kind =
    typeof code === 'string' && CODE.test(code)
      ? code
      : typeof name === 'string' && NAME.test(name)
        ? name
        : 'Error';
  const reply =
    typeof responseCode === 'number' &&
    Number.isInteger(responseCode) &&
    responseCode >= 200 &&
    responseCode <= 599
      ? ` ${String(responseCode)}`
      : '';
  return `${kind}${reply}`;
}

/**
 * True for an error that carries the SMTP server's text (a reply, the refused
 * addresses): logged by its summary only. Other errors (a bug, a broken
 * payload) keep their message and stack in the log.
 */
export function carriesServerText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return 'response' in error || 'responseCode' in error || 'rejected' in error;
}
