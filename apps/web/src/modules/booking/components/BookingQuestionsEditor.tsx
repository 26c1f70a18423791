import { useMutation } from '@apollo/client/react';
import {
  BOOKING_QUESTION_KINDS,
  BOOKING_QUESTION_LIMITS,
  type BookingQuestion,
  type BookingQuestionKind,
} from '@platform/domain';
import { Alert, Button, SelectField, Switch, TextAreaField, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { adminMessages } from './admin-messages';

const SetBookingQuestionsMutation = graphql(`
  mutation SetBookingQuestions($consultantId: ID!, $input: BookingQuestionsInput!) {
    setBookingQuestions(consultantId: $consultantId, input: $input) {
      consultantId
      questions {
        id
        kind
        labelDe
        labelEn
        required
        options
      }
    }
  }
`);

const m = defineMessages({
  title: { id: 'booking.questions.editor.title', defaultMessage: 'Fragen im Buchungsformular' },
  intro: {
    id: 'booking.questions.editor.intro',
    defaultMessage:
      'Bis zu fünf zusätzliche Fragen, die Besucherinnen und Besucher im zweiten Schritt beantworten. Die Antworten stehen in der Buchungs-E-Mail an die Beraterin oder den Berater und in der Terminliste.',
  },
  empty: { id: 'booking.questions.editor.empty', defaultMessage: 'Keine zusätzlichen Fragen.' },
  kind: { id: 'booking.questions.editor.kind', defaultMessage: 'Art' },
  kindText: { id: 'booking.questions.editor.kind.text', defaultMessage: 'Textfeld' },
  kindChoice: { id: 'booking.questions.editor.kind.choice', defaultMessage: 'Auswahl' },
  kindCheckbox: { id: 'booking.questions.editor.kind.checkbox', defaultMessage: 'Ankreuzfeld' },
  labelDe: { id: 'booking.questions.editor.labelDe', defaultMessage: 'Frage (Deutsch)' },
  labelEn: { id: 'booking.questions.editor.labelEn', defaultMessage: 'Frage (Englisch)' },
  required: { id: 'booking.questions.editor.required', defaultMessage: 'Pflichtfrage' },
  options: {
    id: 'booking.questions.editor.options',
    defaultMessage: 'Möglichkeiten (eine pro Zeile, 2 bis 10)',
  },
  add: { id: 'booking.questions.editor.add', defaultMessage: 'Frage hinzufügen' },
});

const numberMessage = defineMessage<{ n: number }>({
  id: 'booking.questions.editor.number',
  defaultMessage: 'Frage {n}',
});

const KIND_LABELS: Record<BookingQuestionKind, keyof typeof m> = {
  text: 'kindText',
  choice: 'kindChoice',
  checkbox: 'kindCheckbox',
};

interface Draft {
  id?: string;
  kind: BookingQuestionKind;
  labelDe: string;
  labelEn: string;
  required: boolean;
  options: string;
}

const draftOf = (q: BookingQuestion): Draft => ({ ...q, options: q.options.join('\n') });

/** A consultant's extra questions: for admins per consultant, and for consultants themselves. */
export function BookingQuestionsEditor({
  consultantId,
  questions,
  headingLevel = 4,
}: {
  consultantId: string;
  questions: BookingQuestion[];
  headingLevel?: 2 | 4;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [drafts, setDrafts] = useState<Draft[]>(() => questions.map(draftOf));
  const [save, saved] = useMutation(SetBookingQuestionsMutation);
  const [done, setDone] = useState(false);
  const error = serverErrorOf(saved.error);
  const Heading = headingLevel === 2 ? 'h2' : 'h4';

  const change = (index: number, patch: Partial<Draft>) => {
    setDone(false);
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    try {
      const result = await save({
        variables: {
          consultantId,
          input: {
            questions: drafts.map((d) => ({
              id: d.id,
              kind: d.kind,
              labelDe: d.labelDe,
              labelEn: d.labelEn,
              required: d.required,
              options:
                d.kind === 'choice'
                  ? d.options
                      .split('\n')
                      .map((o) => o.trim())
                      .filter(Boolean)
                  : [],
            })),
          },
        },
      });
      const stored = result.data?.setBookingQuestions.questions;
      if (stored) setDrafts(stored.map((q) => draftOf(q as BookingQuestion)));
      setDone(true);
    } catch (caught) {
      console.error('[booking] Saving the booking questions failed.', caught);
    }
  };

  return (
    <form className="booking-admin__section" onSubmit={(event) => void submit(event)}>
      <Heading>{t(m.title)}</Heading>
      <p>{t(m.intro)}</p>
      {drafts.length === 0 && <p>{t(m.empty)}</p>}
      {drafts.map((d, index) => (
        <fieldset key={d.id ?? `new-${index}`} className="booking-question-draft">
          <legend>{t(numberMessage, { n: index + 1 })}</legend>
          <SelectField
            label={t(m.kind)}
            value={d.kind}
            onChange={(event) => change(index, { kind: event.target.value as BookingQuestionKind })}
          >
            {BOOKING_QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(m[KIND_LABELS[kind]])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t(m.labelDe)}
            required
            maxLength={BOOKING_QUESTION_LIMITS.label}
            value={d.labelDe}
            onChange={(event) => change(index, { labelDe: event.target.value })}
          />
          <TextField
            label={t(m.labelEn)}
            required
            maxLength={BOOKING_QUESTION_LIMITS.label}
            value={d.labelEn}
            onChange={(event) => change(index, { labelEn: event.target.value })}
          />
          {d.kind === 'choice' && (
            <TextAreaField
              label={t(m.options)}
              rows={4}
              value={d.options}
              onChange={(event) => change(index, { options: event.target.value })}
            />
          )}
          <Switch
            label={t(m.required)}
            checked={d.required}
            onCheckedChange={(required) => change(index, { required })}
          />
          <div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDone(false);
                setDrafts((current) => current.filter((_, i) => i !== index));
              }}
            >
              {t(adminMessages.remove)}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className="mk-form__actions">
        <Button
          variant="secondary"
          size="sm"
          disabled={drafts.length >= BOOKING_QUESTION_LIMITS.questions}
          onClick={() =>
            setDrafts((current) => [
              ...current,
              { kind: 'text', labelDe: '', labelEn: '', required: false, options: '' },
            ])
          }
        >
          {t(m.add)}
        </Button>
        <Button
          type="submit"
          size="sm"
          loading={saved.loading}
          loadingLabel={t(adminMessages.saving)}
        >
          {t(adminMessages.save)}
        </Button>
      </div>
      <div aria-live="polite">
        {done && <p>{t(adminMessages.saved)}</p>}
        {saved.error && (
          <Alert tone="danger" live="assertive" title={t(adminMessages.failed)}>
            {error.message && <p>{error.message}</p>}
          </Alert>
        )}
      </div>
    </form>
  );
}
