import { CONSULTANT_LIMITS, FIELD_LIMITS } from '@platform/domain';
import '../booking.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { bookingMessages } from '../booking-messages';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { ConsultantEditor } from './ConsultantEditor';
import { UpcomingBookings } from './UpcomingBookings';
import { ConsultantCalendars } from '../../calendar-sync';

const BookingConsultantsQuery = graphql(`
  query BookingAdminConsultants {
    bookingConsultants {
      id
      displayName
      ...ConsultantEditor_consultant
    }
  }
`);

const CreateConsultantMutation = graphql(`
  mutation CreateConsultant($input: CreateConsultantInput!) {
    createConsultant(input: $input) {
      id
      ...ConsultantEditor_consultant
    }
  }
`);

const m = defineMessages({
  consultantsTitle: {
    id: 'booking.admin.consultants.title',
    defaultMessage: 'Beraterinnen und Berater',
  },
  loading: { id: 'booking.admin.consultants.loading', defaultMessage: 'Berater werden geladen…' },
  empty: {
    id: 'booking.admin.consultants.empty',
    defaultMessage: 'Noch niemand ist als Beraterin oder Berater eingetragen.',
  },
  addTitle: { id: 'booking.admin.add.title', defaultMessage: 'Teammitglied als Berater eintragen' },
  email: { id: 'booking.admin.add.email', defaultMessage: 'E-Mail-Adresse des Kontos' },
  name: { id: 'booking.admin.add.name', defaultMessage: 'Angezeigter Name' },
  nameHint: {
    id: 'booking.admin.add.nameHint',
    defaultMessage: 'Leer lassen, um den Kontonamen zu verwenden.',
  },
  optional: { id: 'booking.admin.add.optional', defaultMessage: 'optional' },
  add: { id: 'booking.admin.add.submit', defaultMessage: 'Eintragen' },
  adding: { id: 'booking.admin.add.submitting', defaultMessage: 'Wird eingetragen...' },
  addFailed: { id: 'booking.admin.add.failed', defaultMessage: 'Eintragen fehlgeschlagen.' },
});

const ADD_FIELDS = ['email', 'displayName'] as const;

/** Admin section: consultants with their rules, availability and days off; upcoming bookings. */
export function BookingAdmin() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const consultants = useQuery(BookingConsultantsQuery);
  const [values, setValues] = useState({ email: '', displayName: '' });
  const [create, created] = useMutation(CreateConsultantMutation, {
    refetchQueries: ['BookingAdminConsultants'],
  });
  const createError = created.error && serverErrorOf(created.error);
  const { formRef, errors, clearChanged, showErrors } = useFormErrors(ADD_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create({
        variables: {
          input: {
            email: values.email.trim(),
            displayName: values.displayName.trim() || undefined,
          },
        },
      });
      setValues({ email: '', displayName: '' });
    } catch (caught) {
      console.error('[booking-admin] Adding a consultant failed.', caught);
      showErrors(serverFieldErrors(caught, ADD_FIELDS));
    }
  };

  return (
    <div className="booking-admin">
      <section aria-labelledby="booking-consultants-title">
        <h2 id="booking-consultants-title">{t(m.consultantsTitle)}</h2>
        {consultants.loading && <p role="status">{t(m.loading)}</p>}
        {consultants.error && (
          <Alert tone="danger" live="assertive" title={t(bookingMessages.consultantsFailed)}>
            <Button variant="secondary" size="sm" onClick={() => void consultants.refetch()}>
              {t(bookingMessages.retry)}
            </Button>
          </Alert>
        )}
        {consultants.data?.bookingConsultants.length === 0 && <p>{t(m.empty)}</p>}
        <ul className="booking-admin__list">
          {consultants.data?.bookingConsultants.map((c) => (
            <ConsultantEditor key={c.id} consultant={c} />
          ))}
        </ul>
        <ConsultantCalendars consultants={consultants.data?.bookingConsultants ?? []} />
        <form ref={formRef} onChange={clearChanged} onSubmit={(event) => void submit(event)}>
          <h3>{t(m.addTitle)}</h3>
          <div className="booking-admin__row">
            <TextField
              name="email"
              type="email"
              label={t(m.email)}
              required
              maxLength={FIELD_LIMITS.email}
              value={values.email}
              error={errors.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
            <TextField
              name="displayName"
              label={t(m.name)}
              optionalLabel={t(m.optional)}
              hint={t(m.nameHint)}
              maxLength={CONSULTANT_LIMITS.displayName}
              value={values.displayName}
              error={errors.displayName}
              onChange={(event) => setValues({ ...values, displayName: event.target.value })}
            />
            <Button type="submit" loading={created.loading} loadingLabel={t(m.adding)}>
              {t(m.add)}
            </Button>
          </div>
          {createError && Object.keys(createError.fields).length === 0 && (
            <Alert tone="danger" live="assertive" title={t(m.addFailed)}>
              {createError.message && <p>{createError.message}</p>}
            </Alert>
          )}
        </form>
      </section>
      <UpcomingBookings />
    </div>
  );
}
