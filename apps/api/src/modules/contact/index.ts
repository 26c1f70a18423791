/** The contact module's public entry: what other modules may use. */
export { ContactModule } from './contact.module.js';
export { contactMails } from './contact-mails.js';
