import { GRAPHQL_PROTOCOL_ERROR_CODES, personReadableErrorText } from './api-errors.js';

describe('personReadableErrorText', () => {
  const raw =
    'Variable "$input" got invalid value { __typename: "AvailabilityWindow", weekday: 1 }; Field "__typename" is not defined by type "AvailabilityWindowInput".';

  it('never passes on a raw GraphQL variable error', () => {
    for (const code of ['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', undefined, '', 42]) {
      expect(personReadableErrorText(code, raw)).toBeUndefined();
    }
  });

  it('drops every GraphQL protocol code, whatever the text', () => {
    for (const code of GRAPHQL_PROTOCOL_ERROR_CODES) {
      expect(personReadableErrorText(code, 'Syntax Error: Unexpected Name "x"')).toBeUndefined();
    }
  });

  it("keeps the app's own localised texts", () => {
    expect(personReadableErrorText('VALIDATION_FAILED', 'Bitte prüfen Sie Ihre Eingaben.')).toBe(
      'Bitte prüfen Sie Ihre Eingaben.',
    );
    expect(personReadableErrorText('SLOT_TAKEN', 'This time is no longer free.')).toBe(
      'This time is no longer free.',
    );
  });

  it('gives nothing for an empty or missing text', () => {
    expect(personReadableErrorText('NOT_FOUND', '  ')).toBeUndefined();
    expect(personReadableErrorText('NOT_FOUND', undefined)).toBeUndefined();
  });
});
