import { defineMessages } from 'react-intl';
import { untypedMessages } from './untyped-messages';

/** Texts shared by the member's and the admins' workshop screens. */
export const workshopMessages = untypedMessages(
  defineMessages({
    statusPending: { id: 'workshops.status.pending', defaultMessage: 'Wartet auf Freigabe' },
    statusLive: { id: 'workshops.status.live', defaultMessage: 'Freigegeben & live' },
    statusCancelled: { id: 'workshops.status.cancelled', defaultMessage: 'Abgesagt' },
    statusCompleted: { id: 'workshops.status.completed', defaultMessage: 'Abgeschlossen' },
    formatOnline: { id: 'workshops.format.online', defaultMessage: 'Online' },
    formatInPerson: { id: 'workshops.format.inPerson', defaultMessage: 'Vor Ort' },
    formatHybrid: { id: 'workshops.format.hybrid', defaultMessage: 'Hybrid' },
    posterAlt: { id: 'workshops.poster.alt', defaultMessage: 'Poster zum Workshop „{title}“' },
    posterPdf: {
      id: 'workshops.poster.pdf',
      defaultMessage: 'Poster herunterladen (PDF)',
    },
    start: { id: 'workshops.field.start', defaultMessage: 'Beginn' },
    duration: { id: 'workshops.field.duration', defaultMessage: 'Dauer' },
    durationValue: { id: 'workshops.field.durationValue', defaultMessage: '{minutes} Minuten' },
    participants: { id: 'workshops.field.participants', defaultMessage: 'Teilnehmende' },
    maxParticipants: { id: 'workshops.field.maxParticipants', defaultMessage: 'Max. Teilnehmende' },
    location: { id: 'workshops.field.location', defaultMessage: 'Ort' },
    videoLink: { id: 'workshops.field.videoLink', defaultMessage: 'Videokonferenz' },
    format: { id: 'workshops.field.format', defaultMessage: 'Format' },
    cancel: { id: 'workshops.action.cancel', defaultMessage: 'Abbrechen' },
    loading: { id: 'workshops.loading', defaultMessage: 'Wird geladen…' },
    retry: { id: 'workshops.retry', defaultMessage: 'Erneut versuchen' },
  }),
);

export const formatMessages = {
  online: workshopMessages.formatOnline,
  in_person: workshopMessages.formatInPerson,
  onsite: workshopMessages.formatInPerson,
  hybrid: workshopMessages.formatHybrid,
} as const;
