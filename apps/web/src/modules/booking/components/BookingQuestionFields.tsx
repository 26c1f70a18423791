import {
  BOOKING_QUESTION_LIMITS,
  type BookingQuestion,
  bookingQuestionLabel,
  CHECKBOX_YES,
} from '@platform/domain';
import { SelectField, TextField } from '@platform/ui';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

export const questionMessages = defineMessages({
  required: {
    id: 'booking.questions.required',
    defaultMessage: 'Bitte beantworten Sie diese Frage.',
  },
  invalid: {
    id: 'booking.questions.invalid',
    defaultMessage: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
  },
  choose: { id: 'booking.questions.choose', defaultMessage: 'Bitte wählen' },
  optional: { id: 'booking.questions.optional', defaultMessage: 'optional' },
});

export interface BookingQuestionFieldsProps {
  questions: BookingQuestion[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (id: string, value: string) => void;
}

/** The consultant's extra questions in step 2: a text line, a choice or a checkbox each. */
export function BookingQuestionFields({
  questions,
  values,
  errors,
  onChange,
}: BookingQuestionFieldsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      {questions.map((q) => {
        const label = bookingQuestionLabel(q, intl.locale);
        const common = {
          name: `answers.${q.id}`,
          label,
          required: q.required,
          optionalLabel: q.required ? undefined : t(questionMessages.optional),
          error: errors[q.id],
        };
        if (q.kind === 'choice') {
          return (
            <SelectField
              key={q.id}
              {...common}
              value={values[q.id] ?? ''}
              onChange={(event) => onChange(q.id, event.target.value)}
            >
              <option value="">{t(questionMessages.choose)}</option>
              {q.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          );
        }
        if (q.kind === 'checkbox') {
          return (
            <QuestionCheckbox
              key={q.id}
              name={common.name}
              label={label}
              required={q.required}
              error={errors[q.id]}
              checked={values[q.id] === CHECKBOX_YES}
              onChange={(checked) => onChange(q.id, checked ? CHECKBOX_YES : '')}
            />
          );
        }
        return (
          <TextField
            key={q.id}
            {...common}
            maxLength={BOOKING_QUESTION_LIMITS.answer}
            value={values[q.id] ?? ''}
            onChange={(event) => onChange(q.id, event.target.value)}
          />
        );
      })}
    </>
  );
}

function QuestionCheckbox(props: {
  name: string;
  label: string;
  required: boolean;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="booking-question-check">
      <div className="booking-question-check__row">
        <input
          id={id}
          name={props.name}
          type="checkbox"
          checked={props.checked}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      {props.error ? (
        <p id={errorId} className="ui-field__error">
          <span className="ui-field__error-icon" aria-hidden="true">
            !
          </span>
          <span>{props.error}</span>
        </p>
      ) : null}
    </div>
  );
}
