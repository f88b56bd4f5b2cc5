import { DEFAULT_LANGUAGE, isLanguage, type Language, RTL_LANGUAGES } from '@hrms/shared';
import type { MailMessage } from './mail.types';

/** The language a person's mails are written in: the one they chose in the web app, else English. */
export const mailLanguageOf = (saved: string | null | undefined): Language => (isLanguage(saved) ? saved : DEFAULT_LANGUAGE);

/** Right-to-left mark: a text line starting with a Latin value still reads from the right in a plain-text client. */
const RLM = '\u200F';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A mail written in `language`: its paragraphs (each may hold several lines) separated by a blank line. English
 * is plain text, as it always was; Hindi and Arabic also carry an HTML part with `lang` (and `dir="rtl"` for
 * Arabic), and an Arabic text part marks each line right to left. `ending` closes the text part ("\n" or "").
 */
export function composeMail(
  language: Language,
  to: string,
  subject: string,
  paragraphs: readonly string[],
  ending = '\n',
): MailMessage {
  const rtl = RTL_LANGUAGES.includes(language);
  const lines = (p: string) => p.split('\n').map((line) => (rtl && line ? `${RLM}${line}` : line));
  const text = `${paragraphs.map((p) => lines(p).join('\n')).join('\n\n')}${ending}`;
  if (language === DEFAULT_LANGUAGE) return { to, subject, text };
  const dir = rtl ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`).join('\n');
  const html =
    `<!doctype html>\n<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n` +
    `<body dir="${dir}" style="text-align:${rtl ? 'right' : 'left'}">\n${body}\n</body></html>\n`;
  return { to, subject, text, html };
}
