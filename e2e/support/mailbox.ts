import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type CapturedMail, decodeQuotedPrintable } from '@tests/support/smtp-capture';

/** Folder where the e2e SMTP receiver drops every message it accepts (set by global setup). */
export function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set: run through playwright.config.ts');
  return dir;
}

async function readMails(): Promise<CapturedMail[]> {
  const dir = mailboxDir();
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as CapturedMail),
  );
}

/** Every mail received so far for `address`. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  return (await readMails()).filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits until a mail to `address` arrives through SMTP and returns the newest one. */
export async function waitForMail(address: string, timeout = 10_000): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).at(-1);
        return Boolean(found);
      },
      { timeout, message: `no mail to ${address}` },
    )
    .toBe(true);
  return found as CapturedMail;
}

/**
 * Waits until a mail to `address` with a link to `pathPart` arrives (others,
 * e.g. a booking request sent meanwhile, may be newer) and returns that link.
 */
export async function waitForLink(
  address: string,
  pathPart: string,
  timeout = 10_000,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(address)).findLast((each) =>
          decodeQuotedPrintable(each.raw).includes(pathPart),
        );
        link = mail ? linkFrom(mail, pathPart) : undefined;
        return Boolean(link);
      },
      { timeout, message: `no mail to ${address} with ${pathPart}` },
    )
    .toBe(true);
  return link as string;
}

/** The first link in a raw mail that points at `pathPart`. */
export function linkFrom(mail: CapturedMail, pathPart: string): string {
  const text = decodeQuotedPrintable(mail.raw);
  const match = new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link with ${pathPart} in mail`);
  return match[0].replace(/&amp;/g, '&');
}
