import { isEmailAddress } from '@platform/domain';
import { defineMessages, type IntlShape } from 'react-intl';

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

/**
 * The message for an e-mail field: required, then the address rule of libs/domain (the one the
 * server runs); undefined when the address is fine.
 */
export function emailFieldError(intl: IntlShape, value: string): string | undefined {
  if (!value.trim()) return intl.formatMessage(formMessages.emailRequired);
  if (!looksLikeEmail(value)) return intl.formatMessage(formMessages.emailInvalid);
  return undefined;
}
