import { useMutation, useQuery } from '@apollo/client/react';
import { DEVICE_TOKEN_LIMITS, formatBerlinDateTime } from '@platform/domain';
import { Alert, Badge, Button, TextField } from '@platform/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { serverErrorOf } from '../../shared/graphql/server-error';
import { checkinMessages as m } from './checkin-messages';

const DeviceTokensQuery = graphql(`
  query MyCheckInDeviceTokens {
    myCheckInDeviceTokens {
      id
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

const CreateDeviceTokenMutation = graphql(`
  mutation CreateCheckInDeviceToken($input: CreateCheckInDeviceTokenInput!) {
    createCheckInDeviceToken(input: $input) {
      token
      device {
        id
      }
    }
  }
`);

const RevokeDeviceTokenMutation = graphql(`
  mutation RevokeCheckInDeviceToken($id: ID!) {
    revokeCheckInDeviceToken(id: $id)
  }
`);

/**
 * The caller's device keys for scanner apps: create one (shown once), see them, revoke one.
 * A key works only for `POST /api/check-in/{sessionId}`.
 */
export function DeviceTokens({ sessionId }: { sessionId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const { data, refetch } = useQuery(DeviceTokensQuery, { fetchPolicy: 'network-only' });
  const [create, creating] = useMutation(CreateDeviceTokenMutation);
  const [revoke] = useMutation(RevokeDeviceTokenMutation);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onCreate = async () => {
    setError(null);
    setCreated(null);
    const clean = name.trim();
    if (!clean || clean.length > DEVICE_TOKEN_LIMITS.nameMaxLength)
      return setError(t(m.deviceNameInvalid));
    try {
      const result = await create({ variables: { input: { sessionId, name: clean } } });
      setCreated(result.data?.createCheckInDeviceToken.token ?? null);
      setName('');
      await refetch();
    } catch (e) {
      setError(serverErrorOf(e).message ?? t(m.failed));
    }
  };

  const tokens = data?.myCheckInDeviceTokens ?? [];
  return (
    <section className="checkin__block" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(m.devicesHeading)}</h2>
      <p>{t(m.devicesIntro)}</p>
      {created && (
        <Alert tone="success" live="polite">
          <p>{t(m.deviceCreated)}</p>
          <p className="checkin__token">
            <code data-testid="device-token">{created}</code>
          </p>
        </Alert>
      )}
      {tokens.length > 0 && (
        <ul className="checkin__people">
          {tokens.map((d) => (
            <li key={d.id} className="checkin__person">
              <span className="checkin__name">{d.name}</span>
              <span className="checkin__device-meta">
                {d.lastUsedAt
                  ? t(m.deviceUsed, { at: formatBerlinDateTime(d.lastUsedAt, intl.locale) })
                  : t(m.deviceUnused)}
              </span>
              {d.revokedAt ? (
                <Badge tone="neutral">{t(m.deviceRevoked)}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    void revoke({ variables: { id: d.id } }).then(
                      () => refetch(),
                      (e: unknown) => setError(serverErrorOf(e).message ?? t(m.failed)),
                    )
                  }
                >
                  {t(m.deviceRevoke, { name: d.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="checkin__code"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onCreate();
        }}
      >
        <TextField
          label={t(m.deviceName)}
          value={name}
          maxLength={DEVICE_TOKEN_LIMITS.nameMaxLength}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={creating.loading}>
          {t(m.deviceCreate)}
        </Button>
      </form>
      <div aria-live="polite">
        {error && (
          <Alert tone="danger" live="off">
            <p>{error}</p>
          </Alert>
        )}
      </div>
    </section>
  );
}
