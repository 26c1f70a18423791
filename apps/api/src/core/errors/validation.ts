import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { Locale } from '@platform/domain';
import { requestContext } from '../context/request-context.js';
import { DomainError } from './domain-error.js';

const CONSTRAINT_TEXT: Record<string, Record<Locale, string>> = {
  isNotEmpty: { de: 'Dieses Feld ist erforderlich.', en: 'This field is required.' },
  isDefined: { de: 'Dieses Feld ist erforderlich.', en: 'This field is required.' },
  isEmail: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid email address.',
  },
  isUrl: {
    de: 'Bitte geben Sie eine gültige http(s)-Adresse ein.',
    en: 'Please enter a valid http(s) address.',
  },
  maxLength: { de: 'Der Text ist zu lang.', en: 'The text is too long.' },
  minLength: { de: 'Der Text ist zu kurz.', en: 'The text is too short.' },
  arrayMaxSize: { de: 'Zu viele Einträge.', en: 'Too many entries.' },
  min: { de: 'Der Wert ist zu klein.', en: 'The value is too small.' },
  max: { de: 'Der Wert ist zu groß.', en: 'The value is too large.' },
  isIn: { de: 'Dieser Wert ist nicht erlaubt.', en: 'This value is not allowed.' },
  isEnum: { de: 'Dieser Wert ist nicht erlaubt.', en: 'This value is not allowed.' },
  isSingleLine: {
    de: 'Bitte ohne Zeilenumbrüche und Steuerzeichen (eine Zeile).',
    en: 'Please use a single line, without line breaks or control characters.',
  },
  isMultiLine: {
    de: 'Der Text enthält unzulässige Steuerzeichen.',
    en: 'The text contains control characters that are not allowed.',
  },
  whitelistValidation: { de: 'Dieses Feld ist unbekannt.', en: 'This field is not known.' },
};
const FALLBACK: Record<Locale, string> = { de: 'Ungültiger Wert.', en: 'Invalid value.' };

/** The text for one failed constraint, in the user's language. */
export function fieldText(constraint: string, locale: Locale): string {
  return (CONSTRAINT_TEXT[constraint] ?? FALLBACK)[locale];
}

/** Field errors keyed by dotted path, each in the user's language. */
export function fieldErrors(
  errors: ValidationError[],
  locale: Locale,
  prefix = '',
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraint = Object.keys(error.constraints ?? {})[0];
    if (constraint) result[path] = (CONSTRAINT_TEXT[constraint] ?? FALLBACK)[locale];
    Object.assign(result, fieldErrors(error.children ?? [], locale, path));
  }
  return result;
}

/** class-validator on every input; unknown fields are refused rather than ignored. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new DomainError('VALIDATION_FAILED', {
        fields: fieldErrors(errors, requestContext.locale()),
      }),
  });
}
