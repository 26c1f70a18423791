import { useQuery } from '@apollo/client/react';
import { Alert } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../app/meta/usePageMeta';
import { WORKSHOP_PATHS } from '../app/paths';
import { graphql } from '../graphql/generated';
import { RequireAuth } from '../modules/auth/components/RequireAuth';
import { WorkshopEditor } from '../modules/workshops/components/WorkshopEditor';
import { serverErrorOf } from '../app/graphql/server-error';

const MyWorkshopQuery = graphql(`
  query MyWorkshop($id: ID!) {
    myWorkshop(id: $id) {
      id
      ...WorkshopEditor_workshop
    }
  }
`);

const m = defineMessages({
  title: { id: 'workshops.page.edit.title', defaultMessage: 'Workshop bearbeiten' },
  back: { id: 'workshops.page.back', defaultMessage: 'Zurück zu meinen Workshops' },
  loading: { id: 'workshops.page.edit.loading', defaultMessage: 'Workshop wird geladen…' },
  loadFailed: {
    id: 'workshops.page.edit.loadFailed',
    defaultMessage: 'Der Workshop konnte nicht geladen werden.',
  },
});

function EditWorkshop({ id }: { id: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error } = useQuery(MyWorkshopQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading) return <p role="status">{t(m.loading)}</p>;
  if (error || !data) {
    return (
      <Alert tone="danger" live="assertive">
        <p>{serverErrorOf(error).message ?? t(m.loadFailed)}</p>
      </Alert>
    );
  }
  return <WorkshopEditor workshop={data.myWorkshop} />;
}

export function WorkshopEditPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { id = '' } = useParams();
  usePageMeta({ title: t(m.title) });
  return (
    <div className="mk-section">
      <div className="app-container ws-page">
        <p>
          <Link to={WORKSHOP_PATHS.memberAreaTab}>{t(m.back)}</Link>
        </p>
        <h1>{t(m.title)}</h1>
        <RequireAuth>
          <EditWorkshop id={id} />
        </RequireAuth>
      </div>
    </div>
  );
}
