import '../account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { describeUserAgent, formatBerlinDateTime } from '@platform/domain';
import { Alert, Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { untypedMessages } from '../untyped-messages';

const SessionsQuery = graphql(`
  query AccountSessions {
    accountSessions {
      id
      signedInAt
      lastUsedAt
      userAgent
      current
    }
  }
`);

const EndSessionMutation = graphql(`
  mutation AccountEndSession($input: EndSessionInput!) {
    endAccountSession(input: $input)
  }
`);

const EndOthersMutation = graphql(`
  mutation AccountEndOtherSessions {
    endOtherAccountSessions
  }
`);

const m = untypedMessages(
  defineMessages({
    title: { id: 'member.account.sessions.title', defaultMessage: 'Angemeldete Geräte' },
    intro: {
      id: 'member.account.sessions.intro',
      defaultMessage:
        'Hier sind Sie gerade angemeldet. Beenden Sie Sitzungen, die Sie nicht kennen oder nicht mehr brauchen.',
    },
    device: { id: 'member.account.sessions.device', defaultMessage: '{browser} auf {system}' },
    unknownBrowser: { id: 'member.account.sessions.unknownBrowser', defaultMessage: 'Browser' },
    unknownSystem: {
      id: 'member.account.sessions.unknownSystem',
      defaultMessage: 'unbekanntem Gerät',
    },
    signedIn: { id: 'member.account.sessions.signedIn', defaultMessage: 'Angemeldet am {date}' },
    lastUsed: { id: 'member.account.sessions.lastUsed', defaultMessage: 'Zuletzt aktiv: {date}' },
    thisDevice: { id: 'member.account.sessions.thisDevice', defaultMessage: 'Dieses Gerät' },
    end: { id: 'member.account.sessions.end', defaultMessage: 'Abmelden' },
    endLabel: {
      id: 'member.account.sessions.endLabel',
      defaultMessage: 'Sitzung „{device}“ abmelden',
    },
    endOthers: {
      id: 'member.account.sessions.endOthers',
      defaultMessage: 'Alle anderen Geräte abmelden',
    },
    endedOthers: {
      id: 'member.account.sessions.endedOthers',
      defaultMessage:
        '{count, plural, =0 {Es gab keine anderen Sitzungen.} one {Eine Sitzung wurde beendet.} other {# Sitzungen wurden beendet.}}',
    },
    ended: { id: 'member.account.sessions.ended', defaultMessage: 'Die Sitzung wurde beendet.' },
    failed: {
      id: 'member.account.sessions.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);

/** "Signed in on …": the member's active sessions, this device marked; end one or all others. */
export function SessionsSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(SessionsQuery);
  const [endSession, ending] = useMutation(EndSessionMutation, { refetchQueries: [SessionsQuery] });
  const [endOthers, endingOthers] = useMutation(EndOthersMutation, {
    refetchQueries: [SessionsQuery],
  });
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  if (!data) return null;
  const sessions = data.accountSessions;
  const when = (value: unknown) => formatBerlinDateTime(String(value), intl.locale);
  const deviceOf = (userAgent: string | null | undefined) => {
    const { browser, system } = describeUserAgent(userAgent);
    return t(m.device, {
      browser: browser ?? t(m.unknownBrowser),
      system: system ?? t(m.unknownSystem),
    });
  };
  const fail = (error: unknown) =>
    setNotice({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });

  const endOne = async (id: string) => {
    setNotice(null);
    try {
      await endSession({ variables: { input: { id } } });
      setNotice({ tone: 'success', text: t(m.ended) });
    } catch (error) {
      fail(error);
    }
  };
  const endAllOthers = async () => {
    setNotice(null);
    try {
      const result = await endOthers();
      setNotice({
        tone: 'success',
        text: t(m.endedOthers, { count: result.data?.endOtherAccountSessions ?? 0 }),
      });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-sessions-title">
      <h3 id="account-sessions-title" className="account-section__title">
        {t(m.title)}
      </h3>
      <p>{t(m.intro)}</p>
      <ul className="account-sessions">
        {sessions.map((session) => {
          const device = deviceOf(session.userAgent);
          return (
            <li key={session.id} className="account-session">
              <div className="account-session__text">
                <p className="account-session__device">
                  <strong>{device}</strong>{' '}
                  {session.current && <Badge tone="success">{t(m.thisDevice)}</Badge>}
                </p>
                <p>{t(m.signedIn, { date: when(session.signedInAt) })}</p>
                <p>{t(m.lastUsed, { date: when(session.lastUsedAt) })}</p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t(m.endLabel, { device })}
                  disabled={ending.loading}
                  onClick={() => void endOne(session.id)}
                >
                  {t(m.end)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {sessions.some((session) => !session.current) && (
        <Button
          variant="secondary"
          loading={endingOthers.loading}
          onClick={() => void endAllOthers()}
        >
          {t(m.endOthers)}
        </Button>
      )}
      {notice && (
        <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <p>{notice.text}</p>
        </Alert>
      )}
    </section>
  );
}
