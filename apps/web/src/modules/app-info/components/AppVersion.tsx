import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../../graphql/generated';

export const AppVersion_appInfo = graphql(`
  fragment AppVersion_appInfo on AppInfo {
    version
  }
`);

export interface AppVersionProps {
  appInfo: FragmentType<typeof AppVersion_appInfo>;
}

/** The running release, e.g. "Version 1.4.0". */
export function AppVersion({ appInfo }: AppVersionProps) {
  const { data, complete } = useFragment({ fragment: AppVersion_appInfo, from: appInfo });
  if (!complete) return null;

  return (
    <p className="app-version">
      <FormattedMessage
        id="appInfo.version"
        defaultMessage="Version {version}"
        values={{ version: data.version }}
      />
    </p>
  );
}
