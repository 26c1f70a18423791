import type {
  EmployerPermission,
  ProjectOfferStatus,
  SpecialistTermsProblem,
} from '@platform/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The employer's permission, as specialists and admins read it. */
export const permissionMessages: Record<EmployerPermission, MessageDescriptor> = defineMessages({
  not_needed: {
    id: 'projects.permission.not_needed',
    defaultMessage: 'Nicht nötig (selbstständig, kein Hauptarbeitgeber)',
  },
  requested: { id: 'projects.permission.requested', defaultMessage: 'Beantragt' },
  granted: { id: 'projects.permission.granted', defaultMessage: 'Erteilt' },
});

export const offerStatusMessages: Record<ProjectOfferStatus, MessageDescriptor> = defineMessages({
  offered: { id: 'projects.offer.status.offered', defaultMessage: 'Angeboten' },
  accepted: { id: 'projects.offer.status.accepted', defaultMessage: 'Zugesagt' },
  declined: { id: 'projects.offer.status.declined', defaultMessage: 'Abgesagt' },
  withdrawn: { id: 'projects.offer.status.withdrawn', defaultMessage: 'Zurückgezogen' },
});

/** The terms rules' problems (the same texts as the server's, in the web's catalog). */
export const termsProblemMessages: Record<SpecialistTermsProblem, MessageDescriptor> =
  defineMessages({
    HOURS_OUT_OF_RANGE: {
      id: 'projects.terms.problem.HOURS_OUT_OF_RANGE',
      defaultMessage: 'Bitte geben Sie zwischen 1 und 60 Stunden pro Woche an.',
    },
    DATE_INVALID: {
      id: 'projects.terms.problem.DATE_INVALID',
      defaultMessage: 'Bitte geben Sie ein gültiges Datum an.',
    },
    REGION_UNKNOWN: {
      id: 'projects.terms.problem.REGION_UNKNOWN',
      defaultMessage: 'Unbekannte Region.',
    },
    RATE_OUT_OF_RANGE: {
      id: 'projects.terms.problem.RATE_OUT_OF_RANGE',
      defaultMessage: 'Bitte geben Sie einen Stundensatz zwischen 1 und 1.000 € an.',
    },
    RATE_RANGE_REVERSED: {
      id: 'projects.terms.problem.RATE_RANGE_REVERSED',
      defaultMessage: 'Der niedrigste Satz darf nicht über dem höchsten liegen.',
    },
    PERMISSION_UNKNOWN: {
      id: 'projects.terms.problem.PERMISSION_UNKNOWN',
      defaultMessage: 'Bitte wählen Sie eine Angabe.',
    },
    GRANTED_DATE_REQUIRED: {
      id: 'projects.terms.problem.GRANTED_DATE_REQUIRED',
      defaultMessage: 'Bitte geben Sie an, wann die Genehmigung erteilt wurde.',
    },
  });

export const asOfferStatus = (value: string): ProjectOfferStatus =>
  (['offered', 'accepted', 'declined', 'withdrawn'] as const).find((s) => s === value) ?? 'offered';
