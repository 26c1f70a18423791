/** The legal module's public entry: the legal page and its texts. */
export { LegalPage } from './components/LegalPage';
export { IMPRINT } from './content/imprint';
export { PRIVACY_POLICY } from './content/privacy';
export { TERMS } from './content/terms';
