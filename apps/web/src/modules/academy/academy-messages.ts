import { untyped } from './untyped-messages';
import { defineMessages } from 'react-intl';

/** Texts several Academy components share. */
export const academyMessages = untyped(
  defineMessages({
    featured: { id: 'academy.badge.featured', defaultMessage: 'Empfohlen' },
    online: { id: 'academy.badge.online', defaultMessage: 'Online' },
    soldOut: { id: 'academy.badge.soldOut', defaultMessage: 'Ausgebucht' },
    formatOnline: { id: 'academy.format.online', defaultMessage: 'Online' },
    formatInPerson: { id: 'academy.format.in_person', defaultMessage: 'Vor Ort' },
    formatHybrid: { id: 'academy.format.hybrid', defaultMessage: 'Hybrid' },
    free: { id: 'academy.price.free', defaultMessage: 'kostenlos' },
    memberPrice: { id: 'academy.price.member', defaultMessage: 'Mitgliederpreis' },
    basePrice: { id: 'academy.price.base', defaultMessage: 'Regulärer Preis' },
    discount: { id: 'academy.price.discount', defaultMessage: '−{percent} %' },
    places: {
      id: 'academy.card.places',
      defaultMessage: '{taken} von {max} Plätzen belegt',
    },
    spots: {
      id: 'academy.card.spots',
      defaultMessage: '{count, plural, one {# Platz frei} other {# Plätze frei}}',
    },
    duration: { id: 'academy.card.duration', defaultMessage: '{minutes} Minuten' },
    dateTime: { id: 'academy.card.dateTime', defaultMessage: '{date}, {time} Uhr' },
    details: { id: 'academy.card.details', defaultMessage: 'Details ansehen' },
    register: { id: 'academy.card.register', defaultMessage: 'Anmelden' },
    registerMember: { id: 'academy.card.registerMember', defaultMessage: 'Mit Rabatt anmelden' },
    promoCodes: { id: 'academy.card.promoCodes', defaultMessage: 'Inklusive Tool-Rabattcodes' },
    objectives: { id: 'academy.card.objectives', defaultMessage: 'Das lernen Sie' },
    retry: { id: 'academy.retry', defaultMessage: 'Erneut versuchen' },
    loadError: {
      id: 'academy.loadError',
      defaultMessage: 'Fehler beim Laden der Workshops',
    },
    loading: { id: 'academy.loading', defaultMessage: 'Workshops werden geladen…' },
  }),
);

export const FORMAT_MESSAGES = {
  online: academyMessages.formatOnline,
  in_person: academyMessages.formatInPerson,
  hybrid: academyMessages.formatHybrid,
} as const;
