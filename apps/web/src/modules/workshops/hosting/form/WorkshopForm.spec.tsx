import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@platform/ui/test/axe';
import { useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { UpdateWorkshopDocument } from '../../../../graphql/generated/graphql';
import { testIntl } from '../../../../test/intl';
import { recurrenceChange } from './useWorkshopForm';
import { WorkshopForm, type WorkshopFormProps } from './WorkshopForm';
import { EMPTY_FORM, type WorkshopFormValues } from './workshop-form-values';

const LOADED = {
  id: 'w1',
  title: 'Design Thinking',
  posterUrl: null,
  posterIsPdf: false,
  recurrenceRule: null,
  recurrenceEndDate: null,
};

const FILLED: WorkshopFormValues = {
  ...EMPTY_FORM,
  title: ' Design Thinking ',
  description: 'Ein Tag voller Ideen.',
  start: '2099-03-15T10:00',
};

function Harness({
  initial,
  locale = 'de',
  mocks = [],
  ...props
}: Partial<WorkshopFormProps> & {
  initial: WorkshopFormValues;
  locale?: 'de' | 'en';
  mocks?: MockLink.MockedResponse[];
}) {
  const [values, setValues] = useState(initial);
  return (
    <RawIntlProvider value={testIntl(locale)}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <WorkshopForm
            mode="edit"
            workshop={LOADED}
            canSubmit
            onSaved={() => undefined}
            {...props}
            values={values}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          />
        </MemoryRouter>
      </MockedProvider>
    </RawIntlProvider>
  );
}

describe('WorkshopForm', () => {
  it('keeps the submit button off until a poster is chosen (create)', () => {
    render(<Harness mode="create" workshop={undefined} initial={FILLED} />);
    const submit = screen.getByRole('button', { name: 'Workshop erstellen' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Bitte laden Sie ein Workshop-Poster hoch');
    expect(screen.getByRole('textbox', { name: 'Grundpreis pro Person (€)' })).toBeInTheDocument();
  });

  it('shows the problems by their fields and focuses the first one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...FILLED, title: '', durationMinutes: '45' }} />);
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    const title = screen.getByRole('textbox', { name: 'Titel' });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('Bitte geben Sie einen Titel ein.');
    expect(screen.getByRole('spinbutton', { name: 'Dauer (Minuten)' })).toBeInvalid();
    expect(screen.getByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    // Typing clears that field's message only.
    await user.type(title, 'Neu');
    expect(title).not.toBeInvalid();
    expect(screen.getByRole('spinbutton', { name: 'Dauer (Minuten)' })).toBeInvalid();
  });

  it('shows the place fields the format needs', async () => {
    const user = userEvent.setup();
    render(<Harness initial={FILLED} />);
    expect(screen.getByRole('textbox', { name: 'Link zur Videokonferenz' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Veranstaltungsort/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'onsite');
    expect(screen.getByRole('textbox', { name: 'Veranstaltungsort' })).not.toBeRequired();
    expect(screen.queryByRole('textbox', { name: /Videokonferenz/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'hybrid');
    expect(screen.getByRole('textbox', { name: 'Veranstaltungsort' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Link zur Videokonferenz' })).toBeRequired();
  });

  it('offers guest registration only while everyone sees the workshop, and turns it off', async () => {
    const user = userEvent.setup();
    render(<Harness initial={FILLED} />);
    const guests = () => screen.queryByRole('checkbox', { name: /Gäste ohne Konto/ });
    const audience = () => screen.getByRole('combobox', { name: 'Wer sieht den Workshop?' });
    await user.click(guests()!);
    expect(guests()).toBeChecked();
    await user.selectOptions(audience(), 'members');
    expect(guests()).not.toBeInTheDocument();
    expect(screen.getByText(/Nur angemeldete Mitglieder sehen den Workshop/)).toBeInTheDocument();
    await user.selectOptions(audience(), 'everyone');
    expect(guests()).not.toBeChecked();
  });

  it('shows the card as the Academy will show it, before sending', async () => {
    const user = userEvent.setup();
    render(<Harness initial={FILLED} />);
    await user.click(screen.getByRole('button', { name: 'Vorschau der Karte anzeigen' }));
    const card = await screen.findByRole('heading', { level: 3, name: 'Design Thinking' });
    expect(card).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorschau ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says next to the disabled button why the member may not create yet', () => {
    render(<Harness mode="create" workshop={undefined} canSubmit={false} initial={FILLED} />);
    const submit = screen.getByRole('button', { name: 'Workshop erstellen' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/Voraussetzungen oben/);
  });

  it('saves an edit and reports it', async () => {
    const onSaved = vi.fn();
    const user = userEvent.setup();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: UpdateWorkshopDocument,
          // Trimmed texts, the Berlin start as an instant; no recurrence (unchanged).
          variables: {
            id: 'w1',
            input: {
              title: 'Design Thinking',
              description: 'Ein Tag voller Ideen.',
              category: null,
              format: 'online',
              location: null,
              videoCallLink: null,
              startTime: '2099-03-15T09:00:00.000Z',
              timeZone: 'Europe/Berlin',
              durationMinutes: 120,
              maxParticipants: 20,
              minParticipants: null,
              minParticipantsDecisionHours: null,
              learningObjectives: [],
              materials: [],
              tags: [],
              isPublic: true,
              visibility: 'public',
              guestRegistrationEnabled: false,
              skippedDates: [],
            },
          },
        },
        result: { data: { updateWorkshop: { __typename: 'Workshop', id: 'w1' } } },
      },
    ];
    render(<Harness initial={FILLED} onSaved={onSaved} mocks={mocks} />);
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal by its field and focuses it", async () => {
    const user = userEvent.setup();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: UpdateWorkshopDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Bad input',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { 'input.startTime': 'Dieser Beginn passt nicht.' },
              },
            },
          ],
        },
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness initial={FILLED} mocks={mocks} />);
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    const start = screen.getByLabelText('Beginn (Datum und Uhrzeit)');
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAccessibleDescription(
      'Deutsche Zeit (Europe/Berlin). Dieser Beginn passt nicht.',
    );
    expect(screen.getByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
  });

  it('speaks English with the English catalog', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...FILLED, title: '' }} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Please enter a title.',
    );
    expect(screen.getByText('Please check the marked fields.')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Harness initial={{ ...FILLED, format: 'hybrid' }} />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('recurrenceChange', () => {
  const recurring = { ...FILLED, recurring: true, interval: '1', weekdays: [] };

  it('leaves an unchanged recurrence out of the update', () => {
    expect(recurrenceChange(FILLED, LOADED)).toEqual({});
    expect(
      recurrenceChange(recurring, {
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
        recurrenceEndDate: null,
      }),
    ).toEqual({});
  });

  it('sends null to end a recurrence and the new rule for a change', () => {
    expect(
      recurrenceChange(FILLED, {
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
        recurrenceEndDate: null,
      }),
    ).toEqual({ recurrence: null });
    expect(recurrenceChange({ ...recurring, endDate: '2099-12-31' }, LOADED)).toEqual({
      recurrence: { rule: 'FREQ=WEEKLY;INTERVAL=1', endDate: '2099-12-31' },
    });
  });
});
