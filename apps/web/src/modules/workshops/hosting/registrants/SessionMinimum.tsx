import { useMutation } from '@apollo/client/react';
import { formatBerlinDateTime, minimumDecisionAt } from '@platform/domain';
import { Alert, Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { untypedMessages } from '../../../../shared/i18n/untyped-messages';
import { graphql } from '../../../../graphql/generated';

const ConfirmSessionMutation = graphql(`
  mutation ConfirmWorkshopSession($sessionId: ID!) {
    confirmWorkshopSession(sessionId: $sessionId) {
      id
      runConfirmedAt
      runConfirmedByHost
    }
  }
`);

const m = untypedMessages(
  defineMessages({
    runs: { id: 'memberWorkshops.minimum.runs', defaultMessage: 'Findet sicher statt' },
    below: {
      id: 'memberWorkshops.minimum.below',
      defaultMessage:
        'Mindestteilnehmerzahl {minimum}, fest angemeldet {registered}. Bleibt es darunter, wird der Termin am {decision} automatisch abgesagt.',
    },
    reached: {
      id: 'memberWorkshops.minimum.reached',
      defaultMessage:
        'Mindestteilnehmerzahl {minimum} erreicht ({registered} fest angemeldet). Entscheidung am {decision}.',
    },
    decided: {
      id: 'memberWorkshops.minimum.decided',
      defaultMessage: 'Mindestteilnehmerzahl {minimum}: Die Entscheidung steht gerade an.',
    },
    confirm: {
      id: 'memberWorkshops.minimum.confirm',
      defaultMessage: 'Termin trotzdem durchführen',
    },
    failed: {
      id: 'memberWorkshops.minimum.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);

export interface SessionMinimumProps {
  session: {
    id: string;
    startsAt: string;
    registeredCount: number;
    runConfirmedAt?: string | null;
  };
  minimum: { participants: number; decisionHours: number } | null;
  onChanged: () => void;
}

/**
 * A date's minimum as the host sees it: "confirmed to run", or how far it is from its minimum
 * and when the decision falls, with the button that confirms it anyway before then.
 */
export function SessionMinimum({ session, minimum, onChanged }: SessionMinimumProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [confirm, confirming] = useMutation(ConfirmSessionMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  if (!minimum) return null;
  if (session.runConfirmedAt)
    return (
      <p className="ws-registrants__minimum">
        <Badge tone="success">{t(m.runs)}</Badge>
      </p>
    );
  const decisionAt = minimumDecisionAt(new Date(session.startsAt), minimum.decisionHours);
  const values = {
    minimum: minimum.participants,
    registered: session.registeredCount,
    decision: formatBerlinDateTime(decisionAt, intl.locale === 'en' ? 'en' : 'de'),
  };
  if (decisionAt.getTime() <= now)
    return <p className="ws-registrants__minimum">{t(m.decided, values)}</p>;
  const onConfirm = async () => {
    setFailure(null);
    try {
      await confirm({ variables: { sessionId: session.id } });
      onChanged();
    } catch (error) {
      setFailure(serverErrorOf(error).message ?? t(m.failed));
    }
  };
  const below = session.registeredCount < minimum.participants;
  return (
    <div className="ws-registrants__minimum">
      <p>{t(below ? m.below : m.reached, values)}</p>
      <Button
        variant="secondary"
        size="sm"
        loading={confirming.loading}
        onClick={() => void onConfirm()}
      >
        {t(m.confirm)}
      </Button>
      {failure && (
        <Alert tone="danger" live="assertive">
          <p>{failure}</p>
        </Alert>
      )}
    </div>
  );
}
