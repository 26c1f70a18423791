import { COMPANY, LIMITS } from '@platform/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';

/** The values every legal message may use: company data from COMPANY, line breaks, link tags. */
export function legalValues() {
  return {
    company: COMPANY.legalName,
    brand: COMPANY.brandName,
    street: COMPANY.address.street,
    postalCode: COMPANY.address.postalCode,
    city: COMPANY.address.city,
    phone: COMPANY.phone.display,
    email: COMPANY.email,
    privacyEmail: COMPANY.privacyEmail,
    director: COMPANY.managingDirectors.join(', '),
    court: COMPANY.register.court,
    registerNumber: COMPANY.register.number,
    vatId: COMPANY.vatId,
    contentResponsible: COMPANY.contentResponsible,
    retentionMonths: LIMITS.analyticsRetentionMonths,
    verificationHours: LIMITS.emailVerificationHours,
    br: <br />,
    b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
    contactLink: (chunks: ReactNode[]) => <Link to={PATHS.contact}>{chunks}</Link>,
    privacyLink: (chunks: ReactNode[]) => <Link to={PATHS.privacy}>{chunks}</Link>,
    privacyMail: (chunks: ReactNode[]) => <a href={`mailto:${COMPANY.privacyEmail}`}>{chunks}</a>,
    mail: (chunks: ReactNode[]) => <a href={`mailto:${COMPANY.email}`}>{chunks}</a>,
  };
}
