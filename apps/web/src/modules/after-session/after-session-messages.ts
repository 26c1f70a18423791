import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of feedback and materials. Their ids follow the pages that show them, so each page's
 * catalog chunk has them: `academy.rating.*` / `academy.feedback.*` (workshop page, card,
 * feedback page), `member.academy.after.*` ("My registrations", the guest's page),
 * `memberWorkshops.after.*` (the host's registrants screen).
 */
export const feedbackMessages = defineMessages({
  title: { id: 'academy.feedback.title', defaultMessage: 'Ihre Bewertung' },
  intro: defineMessage<{ title: string | number; date: string | number }>({
    id: 'academy.feedback.intro',
    defaultMessage:
      'Wie war „{title}“ am {date}? Ihre Rückmeldung hilft der Leitung und anderen Interessierten.',
  }),
  loading: { id: 'academy.feedback.loading', defaultMessage: 'Wird geladen…' },
  invalid: {
    id: 'academy.feedback.invalid',
    defaultMessage: 'Dieser Link ist ungültig, oder die Anmeldung gehört zu einem anderen Konto.',
  },
  notAttended: {
    id: 'academy.feedback.notAttended',
    defaultMessage: 'Eine Bewertung können nur Teilnehmende abgeben, die beim Termin dabei waren.',
  },
  cancelled: {
    id: 'academy.feedback.cancelled',
    defaultMessage: 'Diese Anmeldung wurde storniert; eine Bewertung ist nicht möglich.',
  },
  overall: { id: 'academy.feedback.overall', defaultMessage: 'Gesamteindruck' },
  content: { id: 'academy.feedback.content', defaultMessage: 'Inhalt (optional)' },
  host: { id: 'academy.feedback.host', defaultMessage: 'Leitung (optional)' },
  starOption: defineMessage<{ stars: string | number }>({
    id: 'academy.feedback.starOption',
    defaultMessage: '{stars, plural, one {# Stern} other {# Sterne}}',
  }),
  noAnswer: { id: 'academy.feedback.noAnswer', defaultMessage: 'Keine Angabe' },
  comment: { id: 'academy.feedback.comment', defaultMessage: 'Kommentar (optional)' },
  commentHint: defineMessage<{ max: string | number; left: string | number }>({
    id: 'academy.feedback.commentHint',
    defaultMessage: 'Höchstens {max} Zeichen; noch {left}.',
  }),
  showPublicly: {
    id: 'academy.feedback.showPublicly',
    defaultMessage: 'Meinen Kommentar mit meinem Vornamen auf der Workshop-Seite zeigen',
  },
  submit: { id: 'academy.feedback.submit', defaultMessage: 'Bewertung senden' },
  update: { id: 'academy.feedback.update', defaultMessage: 'Bewertung ändern' },
  sending: { id: 'academy.feedback.sending', defaultMessage: 'Wird gesendet…' },
  thanks: {
    id: 'academy.feedback.thanks',
    defaultMessage: 'Danke für Ihre Bewertung! Sie können sie hier jederzeit ändern.',
  },
  given: {
    id: 'academy.feedback.given',
    defaultMessage:
      'Sie haben diesen Termin bereits bewertet. Eine neue Angabe ersetzt die bisherige.',
  },
  overallRequired: {
    id: 'academy.feedback.overallRequired',
    defaultMessage: 'Bitte wählen Sie 1 bis 5 Sterne für den Gesamteindruck.',
  },
  starsInvalid: {
    id: 'academy.feedback.starsInvalid',
    defaultMessage: 'Bitte wählen Sie 1 bis 5 Sterne.',
  },
  commentTooLong: defineMessage<{ max: string | number }>({
    id: 'academy.feedback.commentTooLong',
    defaultMessage: 'Der Kommentar darf höchstens {max} Zeichen lang sein.',
  }),
  failed: {
    id: 'academy.feedback.failed',
    defaultMessage: 'Die Bewertung konnte nicht gesendet werden.',
  },
  toWorkshop: { id: 'academy.feedback.toWorkshop', defaultMessage: 'Zur Workshop-Seite' },
});

export const afterMessages = defineMessages({
  heading: { id: 'member.academy.after.heading', defaultMessage: 'Nach dem Termin' },
  giveFeedback: { id: 'member.academy.after.giveFeedback', defaultMessage: 'Bewertung abgeben' },
  changeFeedback: {
    id: 'member.academy.after.changeFeedback',
    defaultMessage: 'Bewertung ansehen oder ändern',
  },
  materials: { id: 'member.academy.after.materials', defaultMessage: 'Materialien' },
  download: defineMessage<{ title: string | number; size: string | number }>({
    id: 'member.academy.after.download',
    defaultMessage: '{title} herunterladen ({size})',
  }),
  openLink: defineMessage<{ title: string | number }>({
    id: 'member.academy.after.openLink',
    defaultMessage: '{title} (Link)',
  }),
  downloadFailed: {
    id: 'member.academy.after.downloadFailed',
    defaultMessage: 'Die Datei konnte nicht geladen werden.',
  },
});

export const hostMessages = defineMessages({
  feedbackHeading: { id: 'memberWorkshops.after.feedbackHeading', defaultMessage: 'Bewertungen' },
  noFeedback: { id: 'memberWorkshops.after.noFeedback', defaultMessage: 'Noch keine Bewertungen.' },
  figures: defineMessage<{
    count: string | number;
    overall: string | number;
    content: string | number;
    host: string | number;
  }>({
    id: 'memberWorkshops.after.figures',
    defaultMessage:
      '{count, plural, one {# Bewertung} other {# Bewertungen}} · Gesamt {overall} · Inhalt {content} · Leitung {host}',
  }),
  allSessions: { id: 'memberWorkshops.after.allSessions', defaultMessage: 'Alle Termine' },
  session: { id: 'memberWorkshops.after.session', defaultMessage: 'Termin' },
  answers: { id: 'memberWorkshops.after.answers', defaultMessage: 'Antworten' },
  anonymous: { id: 'memberWorkshops.after.anonymous', defaultMessage: 'Ohne Namen' },
  hidden: { id: 'memberWorkshops.after.hidden', defaultMessage: 'Kommentar ausgeblendet' },
  hide: { id: 'memberWorkshops.after.hide', defaultMessage: 'Kommentar ausblenden' },
  show: { id: 'memberWorkshops.after.show', defaultMessage: 'Kommentar wieder zeigen' },
  materialsHeading: { id: 'memberWorkshops.after.materialsHeading', defaultMessage: 'Materialien' },
  materialsIntro: defineMessage<{ mb: string | number }>({
    id: 'memberWorkshops.after.materialsIntro',
    defaultMessage:
      'PDF, Bilder oder Folien (PPTX, ODP, Keynote) bis {mb} MB, oder ein Link. Angemeldete sehen sie unter „Meine Anmeldungen“.',
  }),
  noMaterials: {
    id: 'memberWorkshops.after.noMaterials',
    defaultMessage: 'Noch keine Materialien.',
  },
  title: { id: 'memberWorkshops.after.title', defaultMessage: 'Titel' },
  file: { id: 'memberWorkshops.after.file', defaultMessage: 'Datei' },
  link: { id: 'memberWorkshops.after.link', defaultMessage: 'oder Link (https://…)' },
  audience: { id: 'memberWorkshops.after.audience', defaultMessage: 'Wer sieht es?' },
  attendees: { id: 'memberWorkshops.after.attendees', defaultMessage: 'Nur Teilnehmende' },
  registrants: { id: 'memberWorkshops.after.registrants', defaultMessage: 'Alle Angemeldeten' },
  forSession: { id: 'memberWorkshops.after.forSession', defaultMessage: 'Für' },
  add: { id: 'memberWorkshops.after.add', defaultMessage: 'Material hinzufügen' },
  adding: { id: 'memberWorkshops.after.adding', defaultMessage: 'Wird hochgeladen…' },
  remove: defineMessage<{ title: string | number }>({
    id: 'memberWorkshops.after.remove',
    defaultMessage: '{title} löschen',
  }),
  titleRequired: {
    id: 'memberWorkshops.after.titleRequired',
    defaultMessage: 'Bitte geben Sie einen Titel an.',
  },
  fileOrLink: {
    id: 'memberWorkshops.after.fileOrLink',
    defaultMessage: 'Bitte wählen Sie eine Datei oder geben Sie einen Link an.',
  },
  tooLarge: defineMessage<{ mb: string | number }>({
    id: 'memberWorkshops.after.tooLarge',
    defaultMessage: 'Die Datei ist größer als {mb} MB.',
  }),
  failed: { id: 'memberWorkshops.after.failed', defaultMessage: 'Das hat nicht geklappt.' },
});
