import type { Locale } from '@platform/domain';
import { MAIL_LOGO_CID } from './mail-logo.js';
import { companyFooterLines } from './mail-footer.js';

/** One line of the facts block: what, when, where, price… */
export interface MailFact {
  label: string;
  value: string;
}

export interface MailAction {
  label: string;
  url: string;
}

export interface MailContent {
  heading: string;
  paragraphs: string[];
  /** The facts block under the text (a label/value table in HTML, "Label: value" in text). */
  facts?: MailFact[];
  /** Text after the facts block (e.g. how to pay). */
  after?: string[];
  /** The main action (a button). */
  action?: MailAction;
  /** Further actions, shown as quieter buttons beside the main one. */
  actions?: MailAction[];
  /** Small print under the actions, e.g. how long a link stays valid. */
  note?: string;
  /** The reader's language (footer labels); German when not given. */
  locale?: Locale;
  /**
   * An image after the facts block (e.g. a check-in QR code), shown from an inline attachment
   * with this Content-ID; `text` says the same in the plain-text part and under the image.
   */
  image?: MailImage;
}

export interface MailImage {
  cid: string;
  alt: string;
  width: number;
  /** A line under the image, also the plain-text part's stand-in for it. */
  text: string;
}

const COLOR = {
  brand: '#0b5c6b',
  text: '#1b2a33',
  muted: '#52616b',
  line: '#dde3e6',
  page: '#f1f4f5',
  factsBg: '#f6f9fa',
};
const FONT = 'Arial,Helvetica,sans-serif';

/**
 * The one designed look of every e-mail: the logo (an inline PNG), the heading, the text, a
 * facts block, bulletproof table buttons (they render in Outlook too), clickable links, the
 * company's details in the footer; and a plain-text part with the same words and links.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}

function actionsOf(content: MailContent): MailAction[] {
  return [...(content.action ? [content.action] : []), ...(content.actions ?? [])];
}

function renderText(content: MailContent): string {
  const facts = content.facts ?? [];
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(facts.length > 0 ? [...facts.map((f) => `${f.label}: ${f.value}`), ''] : []),
    ...(content.image ? [content.image.text, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    ...actionsOf(content).flatMap((a) => [`${a.label}: ${a.url}`, '']),
    ...(content.note ? [content.note, ''] : []),
    '-- ',
    ...companyFooterLines(content.locale ?? 'de'),
  ].join('\n');
}

function renderHtml(content: MailContent): string {
  const locale = content.locale ?? 'de';
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55">${linkify(p)}</p>`;
  const actions = actionsOf(content);
  const body = [
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLOR.text}">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map(paragraph),
    content.facts?.length ? factsTable(content.facts) : '',
    content.image ? image(content.image) : '',
    ...(content.after ?? []).map(paragraph),
    actions.length ? buttons(actions) : '',
    actions.length ? fallbackLinks(actions, locale) : '',
    content.note
      ? `<p style="margin:16px 0 0;font-size:14px;line-height:1.5;color:${COLOR.muted}">${linkify(content.note)}</p>`
      : '',
  ].join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLOR.page};font-family:${FONT};color:${COLOR.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOR.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid ${COLOR.line}">
<tr><td style="padding:20px 28px;border-bottom:3px solid ${COLOR.brand}">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="padding-right:12px;vertical-align:middle"><img src="cid:${MAIL_LOGO_CID}" width="40" height="40" alt="" style="display:block;border:0;border-radius:8px"></td>
<td style="vertical-align:middle;font-size:18px;font-weight:bold;color:${COLOR.brand}">Open Innovation Values</td>
</tr></table></td></tr>
<tr><td style="padding:28px 28px 24px">
${body}
</td></tr>
<tr><td style="padding:20px 28px;background:${COLOR.factsBg};border-top:1px solid ${COLOR.line};border-radius:0 0 8px 8px;font-size:12px;line-height:1.6;color:${COLOR.muted}">
${companyFooterLines(locale).map(linkify).join('<br>\n')}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** Labels up to this length stay on one line; longer ones (a consultant's question) may wrap. */
const ONE_LINE_LABEL = 22;

function factsTable(facts: MailFact[]): string {
  const rows = facts
    .map(
      (f) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;font-size:14px;font-weight:bold;color:${COLOR.muted};${f.label.length <= ONE_LINE_LABEL ? 'white-space:nowrap' : 'width:40%'}">${escapeHtml(f.label)}</th><td style="padding:6px 0;font-size:15px;line-height:1.45;color:${COLOR.text};word-break:break-word">${linkify(f.value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;background:${COLOR.factsBg};border-left:4px solid ${COLOR.brand};border-radius:4px"><tr><td style="padding:10px 16px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0">${rows}</table>
</td></tr></table>`;
}

function image(i: MailImage): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px"><tr><td align="center" style="padding:12px;border:1px solid ${COLOR.line};border-radius:6px;background:#ffffff"><img src="cid:${escapeHtml(i.cid)}" width="${i.width}" height="${i.width}" alt="${escapeHtml(i.alt)}" style="display:block;border:0"><p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:${COLOR.muted};word-break:break-all">${escapeHtml(i.text)}</p></td></tr></table>`;
}

/** Table buttons: a padded cell with a background, so Outlook draws them as buttons. */
function buttons(actions: MailAction[]): string {
  const cells = actions
    .map((a, index) => {
      const primary = index === 0;
      const cell = primary
        ? `background:${COLOR.brand};border:2px solid ${COLOR.brand}`
        : `background:#ffffff;border:2px solid ${COLOR.brand}`;
      return `<td style="padding:0 12px 12px 0"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="${primary ? COLOR.brand : '#ffffff'}" style="${cell};border-radius:6px"><a href="${escapeHtml(a.url)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:1.2;color:${primary ? '#ffffff' : COLOR.brand};text-decoration:none;border-radius:6px">${escapeHtml(a.label)}</a></td></tr></table></td>`;
    })
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 4px"><tr>${cells}</tr></table>`;
}

/** Below the buttons, each link as text, for clients that show no buttons. */
function fallbackLinks(actions: MailAction[], locale: Locale): string {
  const intro =
    locale === 'de' ? 'Falls der Knopf nicht funktioniert:' : 'If the button does not work:';
  return `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:${COLOR.muted}">${intro}<br>${actions
    .map((a) => `${escapeHtml(a.label)}: ${linkify(a.url)}`)
    .join('<br>')}</p>`;
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;
const MAIL_IN_TEXT = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;

/** Escapes the text and makes each web address (and e-mail address) in it a link. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  const link = `color:${COLOR.brand};text-decoration:underline;word-break:break-all`;
  const matches = [
    ...[...text.matchAll(URL_IN_TEXT)].map((m) => ({ m, href: m[0] })),
    ...[...text.matchAll(MAIL_IN_TEXT)].map((m) => ({ m, href: `mailto:${m[0]}` })),
  ].sort((a, b) => (a.m.index ?? 0) - (b.m.index ?? 0));
  for (const { m, href } of matches) {
    const start = m.index ?? 0;
    if (start < last) continue; // an address inside a URL already linked
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(href)}" style="${link}">${escapeHtml(m[0])}</a>`;
    last = start + m[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
