import { useMutation, useQuery } from '@apollo/client/react';
import { PATHS, formatBerlinDate, formatEuro, type BillingAddress } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useAuth } from '../../auth';
import { LinkButton } from '../../../shared/components/LinkButton';
import { WithApollo } from '../../../shared/graphql/ApolloRoot';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { MembershipCheckout } from './MembershipCheckout';

const MyMembershipQuery = graphql(`
  query MyMembership {
    myMembership {
      status
      trialEndsAt
      startedAt
      endsAt
      monthlyFeeCents
      billingAddress {
        name
        company
        street
        postcode
        city
        country
      }
    }
  }
`);

const StartMembershipMutation = graphql(`
  mutation StartMembership($acceptTerms: Boolean!, $billingAddress: BillingAddressInput) {
    startMembership(acceptTerms: $acceptTerms, billingAddress: $billingAddress) {
      status
      trialEndsAt
      startedAt
      endsAt
      monthlyFeeCents
    }
  }
`);

const EndMembershipMutation = graphql(`
  mutation EndMembership {
    endMembership {
      status
      trialEndsAt
      startedAt
      endsAt
      monthlyFeeCents
    }
  }
`);

const m = {
  trial: defineMessage<{ date: string | number }>({
    id: 'billing.membership.trial',
    defaultMessage: 'Ihre kostenlose Probemitgliedschaft läuft bis {date}.',
  }),
  active: defineMessage({
    id: 'billing.membership.active',
    defaultMessage: 'Ihre Mitgliedschaft ist aktiv.',
  }),
  ending: defineMessage<{ date: string | number }>({
    id: 'billing.membership.ending',
    defaultMessage: 'Ihre Mitgliedschaft endet am {date}.',
  }),
  lapsed: defineMessage({
    id: 'billing.membership.lapsed',
    defaultMessage:
      'Ihre Probezeit ist abgelaufen. Ohne Mitgliedschaft gelten die regulären Preise.',
  }),
  start: defineMessage<{ price: string | number }>({
    id: 'billing.membership.start',
    defaultMessage: 'Mitgliedschaft starten ({price} pro Monat)',
  }),
  startNote: defineMessage({
    id: 'billing.membership.startNote',
    defaultMessage:
      'Bezahlt wird per Überweisung auf Rechnung, monatlich; in der Probezeit beginnt die Abrechnung erst mit deren Ende. Kündbar zum Monatsende.',
  }),
  end: defineMessage({
    id: 'billing.membership.end',
    defaultMessage: 'Zum Monatsende beenden',
  }),
  resume: defineMessage({
    id: 'billing.membership.resume',
    defaultMessage: 'Mitgliedschaft fortsetzen',
  }),
  busy: defineMessage({ id: 'billing.membership.busy', defaultMessage: 'Einen Moment…' }),
  failed: defineMessage({
    id: 'billing.membership.failed',
    defaultMessage: 'Das hat nicht geklappt.',
  }),
  ordered: defineMessage({
    id: 'billing.membership.ordered',
    defaultMessage:
      'Vielen Dank für Ihre Bestellung. Die Vertragsbestätigung mit den Nutzungsbedingungen, der Widerrufsbelehrung und dem Muster-Widerrufsformular kommt per E-Mail; die Rechnungen erhalten Sie monatlich per E-Mail und zahlen sie per Überweisung.',
  }),
  toAcademy: defineMessage({
    id: 'billing.membership.toAcademy',
    defaultMessage: 'Zu den Workshops',
  }),
};

/**
 * `/membership` for a signed-in person: status, trial end, start or end the paid membership.
 * The page is a marketing page without Apollo, so this island brings its own provider (and is
 * loaded only for signed-in visitors).
 */
export function MembershipStatus() {
  return (
    <WithApollo>
      <MembershipPanel />
    </WithApollo>
  );
}

function MembershipPanel() {
  const viewerName = useAuth().user?.name ?? '';
  const intl = useIntl();
  const t = intl.formatMessage;
  const query = useQuery(MyMembershipQuery);
  const [start, starting] = useMutation(StartMembershipMutation, {
    refetchQueries: ['MyMembership'],
  });
  const [end, ending] = useMutation(EndMembershipMutation, { refetchQueries: ['MyMembership'] });
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'status' | 'summary' | 'ordered'>('status');
  const data = query.data?.myMembership;
  if (!data) return null;
  const date = (value: string) => formatBerlinDate(value, intl.locale);
  const run = (action: () => Promise<unknown>) => {
    setError(null);
    action().catch((e: unknown) => setError(serverErrorOf(e).message ?? t(m.failed)));
  };
  const busy = starting.loading || ending.loading;
  const running = data.status === 'active' && !data.endsAt;
  /**
   * With the summary's address: a new order (terms ticked there); without: carrying on a
   * membership whose end was chosen, which is no new order.
   */
  const order = (billingAddress: BillingAddress | null) => {
    setError(null);
    const acceptTerms = billingAddress !== null;
    start({ variables: { acceptTerms, billingAddress } })
      .then(() => setStep(acceptTerms ? 'ordered' : 'status'))
      .catch((e: unknown) => setError(serverErrorOf(e).message ?? t(m.failed)));
  };
  // In the trial, billing starts when it ends; otherwise at once.
  const trialAhead = data.status === 'trial';

  if (step === 'summary' && !running)
    return (
      <div className="billing-membership">
        <MembershipCheckout
          monthlyFeeCents={data.monthlyFeeCents}
          trialEndsAt={trialAhead ? data.trialEndsAt : null}
          loading={starting.loading}
          error={error}
          name={viewerName}
          previousAddress={data.billingAddress ?? null}
          onOrder={(address) => order(address)}
          onBack={() => {
            setError(null);
            setStep('status');
          }}
        />
      </div>
    );

  return (
    <div className="billing-membership" aria-live="polite">
      {data.status === 'trial' && !data.startedAt && (
        <p>{t(m.trial, { date: date(data.trialEndsAt) })}</p>
      )}
      {step === 'ordered' && (
        <Alert tone="success" title={t(m.active)}>
          <p>{t(m.ordered)}</p>
        </Alert>
      )}
      {running && step !== 'ordered' && <p>{t(m.active)}</p>}
      {data.status === 'active' && data.endsAt && <p>{t(m.ending, { date: date(data.endsAt) })}</p>}
      {data.status === 'lapsed' && <p>{t(m.lapsed)}</p>}
      {error && (
        <Alert tone="danger" live="assertive">
          {error}
        </Alert>
      )}
      {running ? (
        <Button
          variant="secondary"
          loading={busy}
          loadingLabel={t(m.busy)}
          onClick={() => run(() => end())}
        >
          {t(m.end)}
        </Button>
      ) : (
        <>
          <Button
            loading={busy}
            loadingLabel={t(m.busy)}
            onClick={() => (data.status === 'active' ? order(null) : setStep('summary'))}
          >
            {data.status === 'active'
              ? t(m.resume)
              : t(m.start, { price: formatEuro(data.monthlyFeeCents, intl.locale) })}
          </Button>
          <p className="academy-offer__note">{t(m.startNote)}</p>
        </>
      )}
      <LinkButton to={PATHS.academy} variant="ghost">
        {t(m.toAcademy)}
      </LinkButton>
    </div>
  );
}
