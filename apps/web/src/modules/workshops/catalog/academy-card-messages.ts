import { defineMessages } from 'react-intl';

/** The card's texts about the member's own registration. */
export const cardMessages = defineMessages({
  registered: { id: 'academy.card.registered', defaultMessage: 'Angemeldet' },
  waitlisted: { id: 'academy.card.waitlisted', defaultMessage: 'Auf der Warteliste' },
  viewRegistration: {
    id: 'academy.card.viewRegistration',
    defaultMessage: 'Meine Anmeldung ansehen',
  },
});
