/** The app info's public entry: the running version. */
export { AppVersion } from './components/AppVersion';
