import { useQuery } from '@apollo/client/react';
import { Alert } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { graphql } from '../graphql/generated';
import { MemberWorkshopPage } from '../modules/workshops/hosting/MemberWorkshopPage';
import { WorkshopEditor } from '../modules/workshops/hosting/WorkshopEditor';
import { serverErrorOf } from '../shared/graphql/server-error';

const MyWorkshopQuery = graphql(`
  query MyWorkshop($id: ID!) {
    myWorkshop(id: $id) {
      id
      ...WorkshopEditor_workshop
    }
  }
`);

const m = defineMessages({
  title: { id: 'memberWorkshops.page.edit.title', defaultMessage: 'Workshop bearbeiten' },
  loading: { id: 'memberWorkshops.page.edit.loading', defaultMessage: 'Workshop wird geladen…' },
  loadFailed: {
    id: 'memberWorkshops.page.edit.loadFailed',
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
  const t = useIntl().formatMessage;
  const { id = '' } = useParams();
  return (
    <MemberWorkshopPage title={t(m.title)}>
      <EditWorkshop id={id} />
    </MemberWorkshopPage>
  );
}
