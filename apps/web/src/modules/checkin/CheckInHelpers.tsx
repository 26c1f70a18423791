import { useMutation } from '@apollo/client/react';
import { isEmailAddress } from '@platform/domain';
import { Button, TextField } from '@platform/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { serverErrorOf } from '../../shared/graphql/server-error';
import { checkinMessages as m } from './checkin-messages';

const AddHelperMutation = graphql(`
  mutation AddCheckInHelper($input: CheckInHelperInput!) {
    addCheckInHelper(input: $input)
  }
`);

const RemoveHelperMutation = graphql(`
  mutation RemoveCheckInHelper($input: CheckInHelperInput!) {
    removeCheckInHelper(input: $input)
  }
`);

/** The host's list of helpers for this session, by e-mail. */
export function CheckInHelpers({
  sessionId,
  helpers,
  onChanged,
}: {
  sessionId: string;
  helpers: string[];
  onChanged: () => void;
}) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useMutation(AddHelperMutation);
  const [remove] = useMutation(RemoveHelperMutation);

  const onAdd = async () => {
    setError(null);
    if (!isEmailAddress(email.trim())) return setError(t(m.helperEmailInvalid));
    try {
      await add({ variables: { input: { sessionId, email: email.trim() } } });
      setEmail('');
      onChanged();
    } catch (e) {
      setError(serverErrorOf(e).message ?? t(m.failed));
    }
  };

  return (
    <section className="checkin__block" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(m.helpersHeading)}</h2>
      <p>{t(m.helpersIntro)}</p>
      {helpers.length === 0 ? (
        <p>{t(m.helpersNone)}</p>
      ) : (
        <ul className="checkin__people">
          {helpers.map((helper) => (
            <li key={helper} className="checkin__person">
              <span className="checkin__name">{helper}</span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  void remove({ variables: { input: { sessionId, email: helper } } }).then(
                    onChanged,
                    (e: unknown) => setError(serverErrorOf(e).message ?? t(m.failed)),
                  )
                }
              >
                {t(m.helperRemove, { email: helper })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="checkin__code"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onAdd();
        }}
      >
        <TextField
          label={t(m.helperEmail)}
          type="email"
          value={email}
          error={error ?? undefined}
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={adding.loading}>
          {t(m.helperAdd)}
        </Button>
      </form>
    </section>
  );
}
