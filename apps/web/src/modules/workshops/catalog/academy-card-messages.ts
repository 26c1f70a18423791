import { defineMessage, defineMessages } from 'react-intl';

/** The listing card's texts: the member's own registration, free places, the button. */
export const cardMessages = {
  ...defineMessages({
    registered: { id: 'academy.card.registered', defaultMessage: 'Angemeldet' },
    waitlisted: { id: 'academy.card.waitlisted', defaultMessage: 'Auf der Warteliste' },
    viewRegistration: {
      id: 'academy.card.viewRegistration',
      defaultMessage: 'Meine Anmeldung ansehen',
    },
    details: { id: 'academy.card.details', defaultMessage: 'Details' },
    waitlistOnly: { id: 'academy.card.waitlistOnly', defaultMessage: 'Ausgebucht – Warteliste' },
  }),
  spotsLeft: defineMessage<{ count: number }>({
    id: 'academy.card.spotsLeft',
    defaultMessage: '{count} frei',
  }),
};
