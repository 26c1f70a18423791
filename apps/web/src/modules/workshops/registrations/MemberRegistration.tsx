import { formatBerlinDateTime, formatEuro } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { registrationMessages as m } from './registration-messages';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import {
  RegistrationDone,
  RegistrationForm,
  type RegistrationResult,
  type RegistrationWorkshop,
} from './RegistrationForm';
import type { SessionOption } from '../sessions/SessionChoice';

export interface ActiveRegistration {
  id: string;
  status: string;
  priceCents: number;
  session: { startsAt: string };
}

export interface MemberRegistrationProps {
  name: string;
  email: string;
  /**
   * No discount to mention (a free workshop, or an account whose membership ran out): a plain
   * register button.
   */
  noDiscount?: boolean;
  workshop: RegistrationWorkshop;
  /** What this member pays (the member price while the membership gives benefits). */
  priceCents: number;
  sessions: readonly SessionOption[];
  registration: ActiveRegistration | null;
  /** Runs the detail query again, so places and the registration show the new state. */
  refetchQueries: string[];
}

/** For signed-in members: the registration form, or their registration with its cancel. */
export function MemberRegistration({
  name,
  email,
  noDiscount = false,
  workshop,
  priceCents,
  sessions,
  registration,
  refetchQueries,
}: MemberRegistrationProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [done, setDone] = useState<RegistrationResult | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);

  if (registration) {
    const date = formatBerlinDateTime(registration.session.startsAt, intl.locale);
    return (
      <div className="academy-register">
        <p className="academy-register__who">{t(m.signedInAs, { email })}</p>
        {done && <RegistrationDone done={done} paid={priceCents > 0} email={email} guest={false} />}
        <p>{t(registration.status === 'waitlisted' ? m.waitlisted : m.registered, { date })}</p>
        {registration.status === 'confirmed' && (
          <p>{t(m.paid, { price: formatEuro(registration.priceCents, intl.locale) })}</p>
        )}
        <Button variant="secondary" onClick={() => setCancelling(true)}>
          {t(m.cancel)}
        </Button>
        <CancelRegistrationDialog
          registration={cancelling ? { id: registration.id, title: workshop.title, date } : null}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            setDone(null);
            setCancelled(true);
            window.requestAnimationFrame(() => messageRef.current?.focus());
          }}
          refetchQueries={refetchQueries}
        />
      </div>
    );
  }

  return (
    <div className="academy-register">
      {cancelled && (
        <div ref={messageRef} tabIndex={-1}>
          <Alert tone="success">{t(m.cancelled)}</Alert>
        </div>
      )}
      <RegistrationForm
        variant={{ kind: 'member', name, email, discount: !noDiscount }}
        workshop={workshop}
        sessions={sessions}
        priceCents={priceCents}
        refetchQueries={refetchQueries}
        onRegistered={(result) => {
          setCancelled(false);
          setDone(result);
        }}
      />
    </div>
  );
}
