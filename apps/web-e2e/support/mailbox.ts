/** Reads the mail catcher that the e2e server runs beside the API. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  attachments: Array<{
    filename: string;
    mimeType: string;
    content: string;
    contentBase64: string;
  }>;
  /** Images the HTML shows through `cid:` (the logo). */
  inline: Array<{ contentId: string; mimeType: string; contentBase64: string }>;
}

/** The mail's HTML with its inline images as data URLs, to open in the browser. */
export function viewableHtml(mail: CaughtMail): string {
  let html = mail.html ?? '';
  for (const image of mail.inline) {
    const cid = image.contentId.replace(/^<|>$/g, '');
    html = html.split(`cid:${cid}`).join(`data:${image.mimeType};base64,${image.contentBase64}`);
  }
  return html;
}

const base = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 4311}`;

/** What this worker has read so far; the catcher only ever adds mails. */
const seen: CaughtMail[] = [];
/** Reads one after another: two at once would both append the same new mails. */
let reading: Promise<unknown> = Promise.resolve();

/** Every mail caught so far (fetching only the ones this worker has not read yet). */
export function allMail(): Promise<CaughtMail[]> {
  const read = reading
    .catch(() => undefined)
    .then(async () => {
      const response = await fetch(`${base}/messages?from=${seen.length}`);
      seen.push(...((await response.json()) as CaughtMail[]));
      return seen;
    });
  reading = read;
  return read;
}

export async function waitForMail(
  match: (mail: CaughtMail) => boolean,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await allMail()).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('expected mail did not arrive');
}

/** The first link in a mail's text whose address contains `pathPart`; fails when there is none. */
export function linkIn(mail: CaughtMail, pathPart: string): string {
  const link = (mail.text ?? '')
    .match(/https?:\/\/[^\s"<>]+/g)
    ?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in the mail "${mail.subject}"`);
  return link;
}
