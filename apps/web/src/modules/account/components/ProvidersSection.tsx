import '../account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { untypedMessages } from '../untyped-messages';

const ProvidersQuery = graphql(`
  query AccountProviders {
    oauthStatus {
      providers
      hasPassword
    }
  }
`);

const UnlinkMutation = graphql(`
  mutation AccountUnlinkProvider($input: UnlinkProviderInput!) {
    unlinkSignInProvider(input: $input) {
      providers
      hasPassword
    }
  }
`);

const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'microsoft', label: 'Microsoft' },
  { id: 'github', label: 'GitHub' },
] as const;

const m = untypedMessages(
  defineMessages({
    title: { id: 'member.account.providers.title', defaultMessage: 'Verbundene Anmeldedienste' },
    intro: {
      id: 'member.account.providers.intro',
      defaultMessage:
        'Mit diesen Diensten können Sie sich anmelden. Die letzte Anmeldemöglichkeit lässt sich nicht trennen.',
    },
    linked: { id: 'member.account.providers.linked', defaultMessage: 'Verbunden' },
    notLinked: { id: 'member.account.providers.notLinked', defaultMessage: 'Nicht verbunden' },
    unlink: { id: 'member.account.providers.unlink', defaultMessage: 'Trennen' },
    unlinkLabel: {
      id: 'member.account.providers.unlinkLabel',
      defaultMessage: '{provider} trennen',
    },
    unlinked: {
      id: 'member.account.providers.unlinked',
      defaultMessage: '{provider} ist nicht mehr mit Ihrem Konto verbunden.',
    },
    failed: {
      id: 'member.account.providers.failed',
      defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
  }),
);

/** Google, Microsoft and GitHub: linked or not; unlink, never the last way to sign in. */
export function ProvidersSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data } = useQuery(ProvidersQuery);
  const [unlink, { loading }] = useMutation(UnlinkMutation, { refetchQueries: [ProvidersQuery] });
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  if (!data) return null;
  const linked = new Set(data.oauthStatus.providers);

  const onUnlink = async (provider: (typeof PROVIDERS)[number]) => {
    setNotice(null);
    try {
      await unlink({ variables: { input: { provider: provider.id } } });
      setNotice({ tone: 'success', text: t(m.unlinked, { provider: provider.label }) });
    } catch (error) {
      setNotice({ tone: 'danger', text: serverErrorOf(error).message ?? t(m.failed) });
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-providers-title">
      <h3 id="account-providers-title" className="account-section__title">
        {t(m.title)}
      </h3>
      <p>{t(m.intro)}</p>
      <ul className="account-providers">
        {PROVIDERS.map((provider) => (
          <li key={provider.id} className="account-provider">
            <span className="account-provider__name">{provider.label}</span>
            <Badge tone={linked.has(provider.id) ? 'success' : 'neutral'}>
              {t(linked.has(provider.id) ? m.linked : m.notLinked)}
            </Badge>
            {linked.has(provider.id) && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t(m.unlinkLabel, { provider: provider.label })}
                disabled={loading}
                onClick={() => void onUnlink(provider)}
              >
                {t(m.unlink)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {notice && (
        <Alert tone={notice.tone} live={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <p>{notice.text}</p>
        </Alert>
      )}
    </section>
  );
}
