import type { Locale } from '../../domain/locale';

/** Data each kind of mail needs; later issues add kinds (e.g. application_step2). */
export type MailData = {
  password_reset: { name: string; link: string; validMinutes: number };
};
export type MailKind = keyof MailData;

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

type Template<K extends MailKind> = (data: MailData[K]) => RenderedMail;

const TEMPLATES: { [K in MailKind]: Record<Locale, Template<K>> } = {
  password_reset: {
    de: ({ name, link, validMinutes }) => {
      const lines = [
        `Hallo ${name},`,
        'Sie haben angefordert, Ihr Passwort für das Messe-Personal-Portal zurückzusetzen.',
        `Der Link ist ${validMinutes} Minuten gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
      ];
      return {
        subject: 'Passwort zurücksetzen – Messe-Personal',
        text: `${lines.join('\n\n')}\n\n${link}\n\nMesse-Personal\n`,
        html: layout(lines, { href: link, label: 'Neues Passwort festlegen' }, 'de'),
        links: [link],
      };
    },
    en: ({ name, link, validMinutes }) => {
      const lines = [
        `Hello ${name},`,
        'You asked to reset your password for the Messe-Personal portal.',
        `The link is valid for ${validMinutes} minutes and works only once. If you did not ask for this, ignore this email.`,
      ];
      return {
        subject: 'Reset your password – Messe-Personal',
        text: `${lines.join('\n\n')}\n\n${link}\n\nMesse-Personal\n`,
        html: layout(lines, { href: link, label: 'Set a new password' }, 'en'),
        links: [link],
      };
    },
  },
};

export function isMailKind(value: string): value is MailKind {
  return Object.hasOwn(TEMPLATES, value);
}

export function renderMail<K extends MailKind>(
  kind: K,
  locale: Locale,
  data: MailData[K],
): RenderedMail {
  const template: Template<K> = TEMPLATES[kind][locale];
  return template(data);
}
