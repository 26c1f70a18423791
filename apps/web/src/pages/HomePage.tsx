import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { usePageMeta } from '../app/meta/usePageMeta';
import { graphql } from '../graphql/generated';
import { AppVersion } from '../modules/app-info/components/AppVersion';

const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      ...AppVersion_appInfo
    }
  }
`);

export function HomePage() {
  usePageMeta();
  const { data } = useQuery(AppInfoQuery);

  return (
    <>
      <section className="app-hero" aria-labelledby="home-title">
        <div className="app-container">
          <h1 id="home-title" className="app-hero__title">
            <FormattedMessage
              id="home.hero.title"
              defaultMessage="Innovation mit Expertinnen und Experten in Teilzeit"
            />
          </h1>
          <p className="app-hero__lead">
            <FormattedMessage
              id="home.hero.lead"
              defaultMessage="Wir verbinden erfahrene Fachleute, die neben ihrem Hauptberuf beraten, mit KI-gestützten hybriden Teams – für kleine und mittlere Unternehmen, die nachhaltig wachsen wollen."
            />
          </p>
        </div>
      </section>
      <div className="app-container">{data && <AppVersion appInfo={data.appInfo} />}</div>
    </>
  );
}
