import { defineMessages } from 'react-intl';

/** Texts the whole shell shares. */
export const siteMessages = defineMessages({
  siteName: {
    id: 'shell.siteName',
    defaultMessage: 'Open Innovation Values',
  },
  defaultDescription: {
    id: 'shell.meta.defaultDescription',
    defaultMessage: 'Relevante Werte eröffnen – gemeinsam für eine nachhaltige Welt.',
  },
});
