/** The certificates module's public entry: the verification and the member's list. */
export { CertificateVerification } from './CertificateVerification';
export { MyCertificates } from './MyCertificates';
export { certificateMessages } from './certificate-messages';
