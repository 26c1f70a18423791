import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../http/post-json';
import { focusFirstInvalid, problemMessages, serverFieldErrors } from './field-errors';

const FIELDS = ['name', 'email', 'message'] as const;

describe('serverFieldErrors', () => {
  it("keeps the server's messages for this form's fields only", () => {
    const error = new ApiRequestError('Bad request', 400, {
      email: 'Ungültige Adresse.',
      website: 'Spam',
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({ email: 'Ungültige Adresse.' });
  });

  it("reads a GraphQL operation's field messages the same way", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Eingaben prüfen.',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: { 'input.message': 'Zu lang.', website: 'Spam' },
          },
        },
      ],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({ message: 'Zu lang.' });
  });

  it('gives nothing for other failures', () => {
    expect(serverFieldErrors(new Error('offline'), FIELDS)).toEqual({});
    expect(serverFieldErrors(undefined, FIELDS)).toEqual({});
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first field in form order that has an error', () => {
    document.body.innerHTML = `
      <form><input name="name"><input name="email"><textarea name="message"></textarea></form>`;
    const form = document.querySelector('form');
    focusFirstInvalid(form, FIELDS, { message: 'x', email: 'y' });
    expect(document.activeElement).toBe(form?.elements.namedItem('email'));
  });

  it('leaves focus alone without errors or without a form', () => {
    document.body.innerHTML = '<form><input name="name"></form><button>b</button>';
    const button = document.querySelector('button');
    button?.focus();
    focusFirstInvalid(document.querySelector('form'), FIELDS, {});
    focusFirstInvalid(null, FIELDS, { name: 'x' });
    expect(document.activeElement).toBe(button);
  });
});

describe('problemMessages', () => {
  it("words a rule's problems for this form's fields, in form order", () => {
    const problems = { message: 'tooLong', name: 'required', website: 'invalid' } as const;
    const words = problemMessages(FIELDS, problems, (problem, field) => `${field}: ${problem}`);
    expect(words).toEqual({ name: 'name: required', message: 'message: tooLong' });
    expect(Object.keys(words)).toEqual(['name', 'message']);
  });
});
