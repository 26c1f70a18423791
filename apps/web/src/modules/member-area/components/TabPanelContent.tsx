import { Alert, Button } from '@platform/ui';
import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { memberAreaMessages as m } from '../member-area-messages';
import type { MemberAreaTab } from '../member-area-tabs';

/** Each tab's code is its own chunk, fetched when the tab is first opened. */
const PANELS: Record<MemberAreaTab, ComponentType> = {
  overview: lazy(async () => ({ default: (await import('../tabs/OverviewTab')).OverviewTab })),
  registrations: lazy(async () => ({
    default: (await import('../tabs/RegistrationsTab')).RegistrationsTab,
  })),
  projects: lazy(async () => ({ default: (await import('../tabs/ProjectsTab')).ProjectsTab })),
  billing: lazy(async () => ({ default: (await import('../tabs/BillingTab')).BillingTab })),
  profile: lazy(async () => ({ default: (await import('../tabs/ProfileTab')).ProfileTab })),
  workshops: lazy(async () => ({ default: (await import('../tabs/WorkshopsTab')).WorkshopsTab })),
  profiles: lazy(async () => ({
    default: (await import('../tabs/ProfileApprovalTab')).ProfileApprovalTab,
  })),
  services: lazy(async () => ({ default: (await import('../tabs/ServicesTab')).ServicesTab })),
  account: lazy(async () => ({ default: (await import('../tabs/AccountTab')).AccountTab })),
  admin: lazy(async () => ({ default: (await import('../tabs/AdminTab')).AdminTab })),
};

/** A tab whose code failed to load (e.g. after a new release) offers a reload. */
class PanelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[member-area] A tab failed to render.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert tone="danger" live="assertive" title={<FormattedMessage {...m.tabLoadFailed} />}>
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          <FormattedMessage {...m.reload} />
        </Button>
      </Alert>
    );
  }
}

export function TabPanelContent({ tab }: { tab: MemberAreaTab }) {
  const Panel = PANELS[tab];
  return (
    <PanelErrorBoundary key={tab}>
      <Suspense
        fallback={
          <p role="status" className="member-area__loading">
            <FormattedMessage {...m.loadingTab} />
          </p>
        }
      >
        <Panel />
      </Suspense>
    </PanelErrorBoundary>
  );
}
