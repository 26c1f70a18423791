import type { WorkshopFormat } from '@platform/domain';
import { defineMessage, defineMessages } from 'react-intl';

/** Texts shared by several Academy screens (list, overview, detail). */
export const formatLabels = defineMessages<WorkshopFormat>({
  online: { id: 'academy.format.online', defaultMessage: 'Online' },
  in_person: { id: 'academy.format.inPerson', defaultMessage: 'Vor Ort' },
  hybrid: { id: 'academy.format.hybrid', defaultMessage: 'Hybrid' },
});

export const academyMessages = {
  featured: defineMessage({ id: 'academy.badge.featured', defaultMessage: 'Empfohlen' }),
  online: defineMessage({ id: 'academy.badge.online', defaultMessage: 'Online' }),
  soldOut: defineMessage({ id: 'academy.badge.soldOut', defaultMessage: 'Ausgebucht' }),
  discount: defineMessage<{ percent: string | number }>({
    id: 'academy.price.discount',
    defaultMessage: '−{percent} %',
  }),
  discountLabel: defineMessage<{ percent: string | number }>({
    id: 'academy.price.discountLabel',
    defaultMessage: '{percent} % Rabatt für Mitglieder',
  }),
  basePriceWas: defineMessage({ id: 'academy.price.basePrice', defaultMessage: 'Grundpreis' }),
  memberPrice: defineMessage({
    id: 'academy.price.memberPrice',
    defaultMessage: 'Mitgliederpreis',
  }),
  price: defineMessage({ id: 'academy.price.price', defaultMessage: 'Preis' }),
  /** "3 von 20 Plätzen frei", "1 von 1 Platz frei", "Ausgebucht". */
  placesFree: defineMessage<{ free: number; max: number }>({
    id: 'academy.placesFree',
    defaultMessage:
      '{free, plural, =0 {Ausgebucht} other {{free} von {max, plural, one {# Platz} other {# Plätzen}} frei}}',
  }),
  duration: defineMessage<{ minutes: string | number }>({
    id: 'academy.duration',
    defaultMessage: '{minutes} Minuten',
  }),
  dateTime: defineMessage({ id: 'academy.fact.dateTime', defaultMessage: 'Termin' }),
  durationLabel: defineMessage({ id: 'academy.fact.duration', defaultMessage: 'Dauer' }),
  formatLabel: defineMessage({ id: 'academy.fact.format', defaultMessage: 'Format' }),
  location: defineMessage({ id: 'academy.fact.location', defaultMessage: 'Ort' }),
  placesLabel: defineMessage({ id: 'academy.fact.places', defaultMessage: 'Plätze' }),
  category: defineMessage({ id: 'academy.fact.category', defaultMessage: 'Kategorie' }),
  tags: defineMessage({ id: 'academy.fact.tags', defaultMessage: 'Themen' }),
  promoCodes: defineMessage({
    id: 'academy.promoCodes',
    defaultMessage: 'Inklusive Tool-Rabattcodes',
  }),
  retry: defineMessage({ id: 'academy.retry', defaultMessage: 'Erneut versuchen' }),
  resetFilters: defineMessage({
    id: 'academy.filters.reset',
    defaultMessage: 'Filter zurücksetzen',
  }),
};
