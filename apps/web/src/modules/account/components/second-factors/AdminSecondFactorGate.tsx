import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SecondFactorsQuery } from './second-factor-api';
import { SecondFactorRequiredScreen } from './SecondFactorRequiredScreen';

/**
 * For admins: while the account has no second factor (and the server requires one), the
 * enrolment screen instead of the page. It stays until the admin is done (so the recovery
 * codes can be read), then the page shows.
 */
export function AdminSecondFactorGate({ children }: { children: ReactNode }) {
  const { data, refetch } = useQuery(SecondFactorsQuery, { fetchPolicy: 'cache-and-network' });
  const [enrolling, setEnrolling] = useState(false);
  const required = data?.secondFactors.required;
  if (required && !enrolling) setEnrolling(true);
  if (data === undefined)
    return (
      <p className="auth-checking" role="status">
        <FormattedMessage
          id="session.checking"
          defaultMessage="Authentifizierung wird geprüft..."
        />
      </p>
    );
  if (required || enrolling)
    return (
      <SecondFactorRequiredScreen
        onDone={() => {
          void refetch().then((answer) => {
            if (!answer.data?.secondFactors.required) setEnrolling(false);
          });
        }}
      />
    );
  return <>{children}</>;
}
