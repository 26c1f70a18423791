import { isEmailAddress } from '@platform/domain';
import { defineMessages } from 'react-intl';

/** Texts every form shares. */
export const formMessages = defineMessages({
  optional: { id: 'form.optional', defaultMessage: '(optional)' },
  nameRequired: { id: 'form.name.required', defaultMessage: 'Bitte geben Sie Ihren Namen ein.' },
  emailRequired: {
    id: 'form.email.required',
    defaultMessage: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  },
  emailInvalid: {
    id: 'form.email.invalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  },
  honeypotLabel: {
    id: 'form.honeypot.label',
    defaultMessage: 'Website (bitte leer lassen)',
  },
});

/** A light check; the server validates for real. */
export function looksLikeEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}
