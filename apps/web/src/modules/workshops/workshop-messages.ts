import { defineMessages } from 'react-intl';
import { untypedMessages } from '../../shared/i18n/untyped-messages';

/** Texts shared by the member's and the admins' workshop screens. */
export const workshopMessages = untypedMessages(
  defineMessages({
    statusPending: { id: 'memberWorkshops.status.pending', defaultMessage: 'Wartet auf Freigabe' },
    statusLive: { id: 'memberWorkshops.status.live', defaultMessage: 'Freigegeben & live' },
    statusCancelled: { id: 'memberWorkshops.status.cancelled', defaultMessage: 'Abgesagt' },
    statusCompleted: { id: 'memberWorkshops.status.completed', defaultMessage: 'Abgeschlossen' },
    formatOnline: { id: 'memberWorkshops.format.online', defaultMessage: 'Online' },
    formatInPerson: { id: 'memberWorkshops.format.inPerson', defaultMessage: 'Vor Ort' },
    formatHybrid: { id: 'memberWorkshops.format.hybrid', defaultMessage: 'Hybrid' },
    posterAlt: {
      id: 'memberWorkshops.poster.alt',
      defaultMessage: 'Poster zum Workshop „{title}“',
    },
    posterPdf: {
      id: 'memberWorkshops.poster.pdf',
      defaultMessage: 'Poster herunterladen (PDF)',
    },
    start: { id: 'memberWorkshops.field.start', defaultMessage: 'Beginn' },
    duration: { id: 'memberWorkshops.field.duration', defaultMessage: 'Dauer' },
    durationValue: {
      id: 'memberWorkshops.field.durationValue',
      defaultMessage: '{minutes} Minuten',
    },
    participants: { id: 'memberWorkshops.field.participants', defaultMessage: 'Teilnehmende' },
    maxParticipants: {
      id: 'memberWorkshops.field.maxParticipants',
      defaultMessage: 'Max. Teilnehmende',
    },
    location: { id: 'memberWorkshops.field.location', defaultMessage: 'Ort' },
    videoLink: { id: 'memberWorkshops.field.videoLink', defaultMessage: 'Videokonferenz' },
    format: { id: 'memberWorkshops.field.format', defaultMessage: 'Format' },
    cancel: { id: 'memberWorkshops.action.cancel', defaultMessage: 'Abbrechen' },
    loading: { id: 'memberWorkshops.loading', defaultMessage: 'Wird geladen…' },
    retry: { id: 'memberWorkshops.retry', defaultMessage: 'Erneut versuchen' },
  }),
);

export const formatMessages = {
  online: workshopMessages.formatOnline,
  in_person: workshopMessages.formatInPerson,
  onsite: workshopMessages.formatInPerson,
  hybrid: workshopMessages.formatHybrid,
} as const;
