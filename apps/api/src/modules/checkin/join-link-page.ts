import {
  escapeHtmlText,
  formatBerlinDate,
  formatBerlinTime,
  JOIN_LINK_OPENS_MINUTES_BEFORE,
  type Locale,
  mailLink,
  PATHS,
} from '@platform/domain';
import type { JoinOutcome } from './join-link.service.js';

type JoinPage = Extract<JoinOutcome, { kind: 'page' }>;

/** The HTTP status of each page: a cancelled seat's link is gone, an unknown one never was. */
export const JOIN_PAGE_STATUS: Record<JoinPage['state'], number> = {
  early: 200,
  ended: 200,
  no_room: 200,
  cancelled: 410,
  unknown: 404,
};

const when = (d: Date, locale: Locale) =>
  `${formatBerlinDate(d, locale)}, ${formatBerlinTime(d, locale)}${locale === 'de' ? ' Uhr' : ''}`;

function texts(p: JoinPage, locale: Locale): { heading: string; body: string } {
  const de = locale === 'de';
  const opens = p.startsAt
    ? new Date(p.startsAt.getTime() - JOIN_LINK_OPENS_MINUTES_BEFORE * 60_000)
    : null;
  switch (p.state) {
    case 'early':
      return {
        heading: de ? 'Der Raum ist noch nicht geöffnet' : 'The room is not open yet',
        body: de
          ? `Ihr persönlicher Teilnahme-Link öffnet am ${when(opens!, locale)} (${JOIN_LINK_OPENS_MINUTES_BEFORE} Minuten vor Beginn). Öffnen Sie ihn dann einfach noch einmal.`
          : `Your personal join link opens on ${when(opens!, locale)} (${JOIN_LINK_OPENS_MINUTES_BEFORE} minutes before the start). Simply open it again then.`,
      };
    case 'ended':
      return {
        heading: de ? 'Dieser Termin ist vorbei' : 'This session is over',
        body: de
          ? `Der Termin endete am ${when(p.endsAt!, locale)}. Danke fürs Interesse – weitere Termine finden Sie in der Academy.`
          : `The session ended on ${when(p.endsAt!, locale)}. Thank you – you will find more dates in the Academy.`,
      };
    case 'no_room':
      return {
        heading: de ? 'Der Videoraum wird gerade vorbereitet' : 'The video room is being prepared',
        body: de
          ? 'Die Workshop-Leitung hat den Raum noch nicht hinterlegt. Bitte versuchen Sie es in ein paar Minuten noch einmal.'
          : 'The host has not set up the room yet. Please try again in a few minutes.',
      };
    case 'cancelled':
      return {
        heading: de ? 'Dieser Link gilt nicht mehr' : 'This link is no longer valid',
        body: de
          ? 'Die Anmeldung zu diesem Termin ist storniert, daher führt der Link zu keinem Videoraum mehr.'
          : 'The registration for this session is cancelled, so this link no longer leads to a video room.',
      };
    default:
      return {
        heading: de ? 'Diesen Link gibt es nicht' : 'This link does not exist',
        body: de
          ? 'Bitte prüfen Sie, ob Sie den Link aus Ihrer Anmeldebestätigung vollständig kopiert haben.'
          : 'Please check that you copied the whole link from your confirmation mail.',
      };
  }
}

/** A small self-contained page in the registrant's language (German for an unknown link). */
export function joinPageHtml(p: JoinPage, fallback: Locale): string {
  const locale = p.locale ?? fallback;
  const { heading, body } = texts(p, locale);
  const title = p.title ? `<p class="workshop">${escapeHtmlText(p.title)}</p>` : '';
  const back = locale === 'de' ? 'Zur Academy' : 'To the Academy';
  const academy = escapeHtmlText(mailLink('', PATHS.academy, { locale }));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtmlText(heading)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;padding:0 1rem;background:#f6f7f9;color:#1c2430}
main{max-width:34rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.55;margin:0 0 1rem}
.workshop{font-weight:600;color:#37474f}
a{color:#0b5cad}
</style>
</head>
<body>
<main>
<h1>${escapeHtmlText(heading)}</h1>
${title}
<p>${escapeHtmlText(body)}</p>
<p><a href="${academy}">${back}</a></p>
</main>
</body>
</html>`;
}
