import { Alert } from '@platform/ui';
import { useIntl } from 'react-intl';
import { SeatConfirmation } from './checkout/SeatConfirmation';
import { registrationMessages as m } from './registration-messages';
import type { RegistrationResult } from './RegistrationFormView';

/** The end of a registration: the paid seat's confirmation (invoice, how to pay) or a note. */
export function RegistrationDone({
  done,
  paid,
  email,
  guest,
}: {
  done: RegistrationResult;
  paid: boolean;
  email: string;
  guest: boolean;
}) {
  const t = useIntl().formatMessage;
  if (paid)
    return (
      <SeatConfirmation status={done.status} email={email} invoice={done.invoice} guest={guest} />
    );
  return (
    <div ref={(el) => el?.focus()} tabIndex={-1}>
      <Alert tone="success">
        {t(done.status === 'waitlisted' ? m.successWaitlist : m.success)}
      </Alert>
    </div>
  );
}
