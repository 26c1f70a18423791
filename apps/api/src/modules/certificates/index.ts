/** The certificates module's public entry: what other modules may use. */
export { CertificatesModule } from './certificates.module.js';
export { CertificatesService } from './certificates.service.js';
