import { COMPANY } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { usePageMeta } from '../../../shared/meta/usePageMeta';
import { graphql } from '../../../graphql/generated';
import { usePageQuery } from '../../../shared/graphql/usePageQuery';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { academyMessages } from './academy-messages';
import { useViewer } from './useViewer';
import { WorkshopFacts } from './WorkshopFacts';
import { WorkshopHeadTags } from './WorkshopHeadTags';
import { WorkshopPoster } from './WorkshopPoster';
import { onDemand } from '../../../shared/hydration/on-demand';
import { requireCatalogGroup } from '../../../shared/i18n/catalog-store';
import { StarRating, WorkshopReviews } from '../../after-session';

const WorkshopDetailQuery = graphql(`
  query WorkshopDetail($slugOrId: String!) {
    workshop(slugOrId: $slugOrId) {
      id
      title
      description
      tags
      learningObjectives
      posterUrl
      posterIsPdf
      creatorName
      ratingAverage
      ratingCount
      ...WorkshopFacts_workshop
      ...WorkshopRegistrationCard_workshop
      ...WorkshopHeadTags_workshop
    }
  }
`);

// Only a visitor who opens a members-only workshop sees it (rendered in the browser: the server
// sends the shell then), so its code is not among the page's first scripts. Its texts
// (`academyRegistration`) come with it, and a later language switch loads them in the new one.
const MembersOnlyWorkshop = lazy(async () => {
  const [{ MembersOnlyWorkshop: Notice }] = await Promise.all([
    import('./MembersOnlyWorkshop'),
    requireCatalogGroup('academyRegistration'),
  ]);
  return { default: Notice };
});

// Beside the text on wide screens, below it on phones: the card (and within it the form, which
// waits on its own) keeps the server's markup until it comes near the screen or gets focus or a
// pointer; its code is not among the page's first scripts.
// Its texts (`academyRegistration`) come with it.
const WorkshopRegistrationCard = onDemand(async () => {
  const [{ WorkshopRegistrationCard: Card }] = await Promise.all([
    import('../registrations/WorkshopRegistrationCard'),
    requireCatalogGroup('academyRegistration'),
  ]);
  return Card;
});

const REFETCH = ['WorkshopDetail'];
const NOT_FOUND_CODES = new Set(['ACADEMY_WORKSHOP_NOT_FOUND', 'NOT_FOUND', 'BAD_USER_INPUT']);

const m = defineMessages({
  loading: { id: 'academy.detail.loading', defaultMessage: 'Workshop wird geladen…' },
  notFound: { id: 'academy.detail.notFound', defaultMessage: 'Workshop nicht gefunden' },
  notFoundText: {
    id: 'academy.detail.notFoundText',
    defaultMessage: 'Dieser Workshop existiert nicht oder ist nicht verfügbar.',
  },
  failed: {
    id: 'academy.detail.failed',
    defaultMessage: 'Der Workshop konnte gerade nicht geladen werden.',
  },
  back: { id: 'academy.detail.back', defaultMessage: 'Zurück zur Übersicht' },
  objectives: { id: 'academy.detail.objectives', defaultMessage: 'Das lernen Sie' },
  about: { id: 'academy.detail.about', defaultMessage: 'Beschreibung' },
  details: { id: 'academy.detail.details', defaultMessage: 'Details' },
  tags: { id: 'academy.detail.tags', defaultMessage: 'Themen' },
});
const hostMessage = defineMessage<{ name: string }>({
  id: 'academy.detail.host',
  defaultMessage: 'Leitung: {name}',
});

export interface WorkshopDetailProps {
  slugOrId: string;
  /** Where "back" leads: the Academy or the public overview, whichever the visitor came from. */
  backTo: string;
}

/** The detail page of a workshop: poster, texts, facts and the registration card. */
export function WorkshopDetail({ slugOrId, backTo }: WorkshopDetailProps) {
  const t = useIntl().formatMessage;
  const viewer = useViewer();
  const { data, loading, error, refetch } = usePageQuery(WorkshopDetailQuery, {
    variables: { slugOrId },
    skip: !viewer.ready,
  });

  if (error && !data) {
    const code = serverErrorOf(error).code;
    if (code === 'ACADEMY_WORKSHOP_MEMBERS_ONLY')
      return (
        <Suspense fallback={<WorkshopLoading />}>
          <MembersOnlyWorkshop slugOrId={slugOrId} backTo={backTo} />
        </Suspense>
      );
    const notFound = code !== undefined && NOT_FOUND_CODES.has(code);
    return (
      <WorkshopNotFound
        backTo={backTo}
        retry={notFound ? null : () => void refetch()}
        loading={loading}
      />
    );
  }
  if (!data) return <WorkshopLoading />;

  const w = data.workshop;
  return (
    <article className="app-container academy-detail" aria-labelledby="academy-detail-title">
      <WorkshopHeadTags workshop={w} />
      <p>
        <LinkButton to={backTo} variant="ghost" size="sm">
          ← {t(m.back)}
        </LinkButton>
      </p>
      <div className="academy-detail__layout">
        <div className="academy-detail__main">
          <WorkshopPoster url={w.posterUrl} isPdf={w.posterIsPdf} title={w.title} eager />
          <h1 id="academy-detail-title" className="academy-detail__title">
            {w.title}
          </h1>
          <p className="academy-detail__host">
            {t(hostMessage, { name: w.creatorName ?? COMPANY.brandName })}
          </p>
          <StarRating average={w.ratingAverage} count={w.ratingCount} />
          {w.tags.length > 0 && (
            <ul className="academy-tags" aria-label={t(m.tags)}>
              {w.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          <section aria-labelledby="academy-detail-about">
            <h2 id="academy-detail-about">{t(m.about)}</h2>
            <p className="academy-detail__description">{w.description}</p>
          </section>
          {w.learningObjectives.length > 0 && (
            <section aria-labelledby="academy-detail-objectives">
              <h2 id="academy-detail-objectives">{t(m.objectives)}</h2>
              <ul>
                {w.learningObjectives.map((objective) => (
                  <li key={objective}>{objective}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="academy-detail-details">
            <h2 id="academy-detail-details">{t(m.details)}</h2>
            <WorkshopFacts workshop={w} member={viewer.benefits} />
          </section>
          <WorkshopReviews workshopId={w.id} average={w.ratingAverage} count={w.ratingCount} />
        </div>
        <div className="academy-detail__aside">
          <WorkshopRegistrationCard workshop={w} refetchQueries={REFETCH} />
        </div>
      </div>
    </article>
  );
}

function WorkshopLoading() {
  const t = useIntl().formatMessage;
  return (
    <div className="app-container academy-detail">
      <p role="status">{t(m.loading)}</p>
    </div>
  );
}

function WorkshopNotFound({
  backTo,
  retry,
  loading,
}: {
  backTo: string;
  retry: (() => void) | null;
  loading: boolean;
}) {
  const t = useIntl().formatMessage;
  usePageMeta({ title: t(m.notFound) });
  return (
    <div className="app-container academy-detail">
      <h1>{t(m.notFound)}</h1>
      <p>{t(m.notFoundText)}</p>
      {retry && (
        <Alert tone="warning" live="polite" title={t(m.failed)}>
          <Button variant="secondary" size="sm" loading={loading} onClick={retry}>
            {t(academyMessages.retry)}
          </Button>
        </Alert>
      )}
      <LinkButton to={backTo}>{t(m.back)}</LinkButton>
    </div>
  );
}
