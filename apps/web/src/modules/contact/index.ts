/** The contact module's public entry: the contact form. */
export { ContactForm } from './components/ContactForm';
