import type { Locale } from '@domain/shared/locale';

/* The layout every mail shares: paragraphs, a link, the signature (text and HTML). */

export type RenderedMail = { subject: string; text: string; html: string; links: string[] };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function layout(paragraphs: string[], link: { href: string; label: string }, locale: Locale) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
${body}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="color:#555">Messe-Personal</p>
</body></html>`;
}

/** What a booking mail names: the fair, where, for whom, the days (formatted) and the meeting. */
export type BookingMailData = {
  name: string;
  link: string;
  fair: string;
  city: string;
  customer: string;
  days: string;
  /** Meeting point and time as one line, or null when the office set none. */
  meeting: string | null;
  /** A supervisor's booking: answered on the tablet's time tracking, not in "Meine Einsätze". */
  supervising?: boolean;
};

/** One mail: the paragraphs, then the link (as text and as an HTML link), then the signature. */
export function mail(
  subject: string,
  lines: string[],
  link: { href: string; label: string },
  locale: Locale,
): RenderedMail {
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${link.href}\n\nMesse-Personal\n`,
    html: layout(lines, link, locale),
    links: [link.href],
  };
}
