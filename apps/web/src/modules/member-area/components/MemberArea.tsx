import { Alert, Tabs } from '@platform/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth';
import { memberAreaMessages as m, tabLabels } from '../member-area-messages';
import { resolveTab, visibleTabs, type MemberAreaTab } from '../member-area-tabs';
import { TabPanelContent } from './TabPanelContent';

/** The heading and the tabs of the member area; the tab is kept in `?tab=`. */
export function MemberArea() {
  const intl = useIntl();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const isAdmin = user?.role === 'ADMIN';
  const requested = searchParams.get('tab');
  // `?verified=1|0`: arrived from the link in the verification mail while signed in.
  const verified = searchParams.get('verified');
  const selected = resolveTab(requested, isAdmin);
  const tabs = visibleTabs(isAdmin);

  // A tab the user may not see (or an unknown one) is replaced in the address, too.
  useEffect(() => {
    if (requested !== null && requested !== selected) {
      setSearchParams({ tab: selected }, { replace: true });
    }
  }, [requested, selected, setSearchParams]);

  const select = (tab: string) => setSearchParams({ tab }, { replace: true });

  return (
    <>
      <h1 className="member-area__title">
        <FormattedMessage {...m.title} />
      </h1>
      {user?.name && (
        <p className="member-area__greeting">
          <FormattedMessage
            id="member.greeting"
            defaultMessage="Willkommen, {name}!"
            values={{ name: user.name }}
          />
        </p>
      )}
      {verified === '1' && (
        <Alert tone="success" className="member-area__notice">
          <p>
            <FormattedMessage {...m.emailVerified} />
          </p>
        </Alert>
      )}
      {verified === '0' && (
        <Alert tone="warning" className="member-area__notice">
          <p>
            <FormattedMessage {...m.emailVerifyFailed} />
          </p>
        </Alert>
      )}
      <Tabs
        label={intl.formatMessage(m.tabsLabel)}
        idPrefix="member-area"
        items={tabs.map((tab: MemberAreaTab) => ({
          id: tab,
          label: intl.formatMessage(tabLabels[tab]),
        }))}
        selectedId={selected}
        onSelect={select}
        className="member-area__tabs"
      >
        <TabPanelContent tab={selected} />
      </Tabs>
    </>
  );
}
