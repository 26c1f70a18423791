import {
  isEmailAddress,
  isMultiLineText,
  isOptionalHttpUrl,
  isSingleLineText,
} from '@platform/domain';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * class-validator faces of the field rules in `@platform/domain`, so REST bodies, GraphQL
 * inputs and the browser's forms apply one rule. Their texts live in `core/errors/validation.ts`.
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmail',
      validator: { validate: (value) => typeof value === 'string' && isEmailAddress(value) },
    },
    options,
  );
}

/** One line: no line breaks, no control characters (titles, names, subjects, places). */
export function IsSingleLine(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSingleLine',
      validator: { validate: (value) => typeof value !== 'string' || isSingleLineText(value) },
    },
    options,
  );
}

/** Several lines: line breaks and tabs, no other control characters. */
export function IsMultiLine(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMultiLine',
      validator: { validate: (value) => typeof value !== 'string' || isMultiLineText(value) },
    },
    options,
  );
}

/** An http(s) address, or nothing (a link a person may leave out); the form runs the same rule. */
export function IsOptionalHttpUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUrl',
      validator: {
        validate: (value) =>
          value === undefined ||
          value === null ||
          (typeof value === 'string' && isOptionalHttpUrl(value)),
      },
    },
    options,
  );
}
