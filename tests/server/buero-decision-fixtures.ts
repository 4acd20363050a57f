import { decodeQuotedPrintable } from '@tests/support/smtp-capture';
import { bueroDecisionUrls } from './buero-people-urls';

/** The decision routes with a body that would pass validation. */
export function decisionRoutes(id: number) {
  return [
    { method: 'POST' as const, url: bueroDecisionUrls.accept(id), body: {} },
    { method: 'POST' as const, url: bueroDecisionUrls.reject(id), body: { send_mail: false } },
    { method: 'POST' as const, url: bueroDecisionUrls.resendInvitation(id), body: {} },
  ];
}

/** The first set-password (invitation) link in a raw mail. */
export function invitationLinkFrom(raw: string): URL {
  const match = /https?:\/\/[^\s"<>]+\/password\/set\?[^\s"<>]+/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no invitation link in mail:\n${raw}`);
  return new URL(match[0]);
}
