import {
  type BookingQuestion,
  bookingAnswerProblems,
  bookingAnswersOf,
  bookingAnswerText,
  bookingQuestionsProblem,
} from './booking-questions.js';

const q = (over: Partial<BookingQuestion>): BookingQuestion => ({
  id: 'q1',
  kind: 'text',
  labelDe: 'Frage',
  labelEn: 'Question',
  required: false,
  options: [],
  ...over,
});

describe('booking questions', () => {
  it('refuses too many questions, missing labels and choices without two distinct options', () => {
    expect(bookingQuestionsProblem([q({})])).toBeNull();
    expect(bookingQuestionsProblem(Array.from({ length: 6 }, (_, i) => q({ id: `q${i}` })))).toBe(
      'TOO_MANY',
    );
    expect(bookingQuestionsProblem([q({ labelEn: ' ' })])).toBe('LABEL_REQUIRED');
    expect(bookingQuestionsProblem([q({ kind: 'choice', options: ['a'] })])).toBe(
      'OPTIONS_REQUIRED',
    );
    expect(bookingQuestionsProblem([q({ kind: 'choice', options: ['a', 'a'] })])).toBe(
      'OPTION_INVALID',
    );
    expect(bookingQuestionsProblem([q({}), q({})])).toBe('DUPLICATE_ID');
  });

  it('checks answers: required, choice among the options, checkbox ticked or empty, length', () => {
    const questions = [
      q({ id: 'text', required: true }),
      q({ id: 'pick', kind: 'choice', options: ['klein', 'groß'] }),
      q({ id: 'box', kind: 'checkbox' }),
    ];
    expect(bookingAnswerProblems(questions, {})).toEqual({ text: 'REQUIRED' });
    expect(bookingAnswerProblems(questions, { text: 'x', pick: 'mittel', box: 'ja' })).toEqual({
      pick: 'INVALID_CHOICE',
      box: 'INVALID',
    });
    expect(bookingAnswerProblems(questions, { text: 'x'.repeat(501) })).toEqual({
      text: 'TOO_LONG',
    });
    expect(bookingAnswerProblems(questions, { text: ' x ', pick: 'groß', box: 'yes' })).toEqual({});
    expect(
      bookingAnswersOf(questions, { text: ' x ', pick: '', other: 'ignored' }).map((a) => [
        a.questionId,
        a.value,
      ]),
    ).toEqual([['text', 'x']]);
    expect(bookingAnswerText({ kind: 'checkbox', value: 'yes' }, 'de')).toBe('Ja');
  });
});
