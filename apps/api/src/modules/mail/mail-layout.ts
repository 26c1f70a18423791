import { COMPANY } from '@platform/domain';

export interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. how long a link stays valid. */
  note?: string;
}

/** One look for every e-mail: plain text and simple, escaped HTML with the same words. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    COMPANY.legalName,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b2a33;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5c6b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#52616b">${escapeHtml(content.action.url)}</p>`
    : ''
}
${content.note ? `<p style="font-size:13px;color:#52616b">${escapeHtml(content.note)}</p>` : ''}
<hr style="border:none;border-top:1px solid #dde3e6;margin:24px 0"><p style="font-size:12px;color:#52616b">${escapeHtml(COMPANY.legalName)}</p>
</body></html>`;
  return { text, html };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
