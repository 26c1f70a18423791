import { useQuery } from '@apollo/client/react';
import { PATHS } from '@platform/domain';
import { Alert, Button } from '@platform/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { afterMessages as m } from './after-session-messages';
import { downloadMaterial, fileSize } from './download-material';
import './after-session.css';

const AfterSessionQuery = graphql(`
  query AfterSession($registrationId: ID!, $token: String) {
    afterSession(registrationId: $registrationId, token: $token) {
      registrationId
      canGiveFeedback
      feedbackGiven
      materials {
        id
        title
        kind
        fileName
        byteSize
        url
        downloadPath
      }
    }
  }
`);

/**
 * What a registration has after (and around) its session: the way to the feedback page for
 * attendees, and the materials it may see. A member's own registration (no token) or a guest's
 * (the manage link's token). Shows nothing when there is nothing.
 */
export function AfterSessionBox({
  registrationId,
  token = null,
}: {
  registrationId: string;
  token?: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { data } = useQuery(AfterSessionQuery, { variables: { registrationId, token } });
  const after = data?.afterSession;
  if (!after || (!after.canGiveFeedback && after.materials.length === 0)) return null;
  const query = new URLSearchParams({ registration: registrationId, ...(token ? { token } : {}) });
  const feedbackHref = `${PATHS.feedback}?${query.toString()}`;

  return (
    <section className="after-session" aria-labelledby={headingId}>
      <h3 id={headingId} className="after-session__heading">
        {t(m.heading)}
      </h3>
      {after.canGiveFeedback && (
        <p>
          <LinkButton
            to={feedbackHref}
            size="sm"
            variant={after.feedbackGiven ? 'secondary' : 'primary'}
          >
            {t(after.feedbackGiven ? m.changeFeedback : m.giveFeedback)}
          </LinkButton>
        </p>
      )}
      {after.materials.length > 0 && (
        <>
          <p className="after-session__label">{t(m.materials)}</p>
          <ul className="after-session__materials">
            {after.materials.map((material) => (
              <li key={material.id}>
                {material.kind === 'link' && material.url ? (
                  <a href={material.url} target="_blank" rel="noopener noreferrer">
                    {t(m.openLink, { title: material.title })}
                  </a>
                ) : token ? (
                  <a
                    href={`${material.downloadPath}?${query.toString()}`}
                    download={material.fileName ?? undefined}
                  >
                    {t(m.download, {
                      title: material.title,
                      size: fileSize(material.byteSize ?? 0, intl.locale),
                    })}
                  </a>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setFailure(null);
                      downloadMaterial(
                        `${material.downloadPath}?${query.toString()}`,
                        material.fileName ?? 'material',
                      ).catch((e: unknown) =>
                        setFailure(e instanceof Error ? e.message : t(m.downloadFailed)),
                      );
                    }}
                  >
                    {t(m.download, {
                      title: material.title,
                      size: fileSize(material.byteSize ?? 0, intl.locale),
                    })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {failure && <Alert tone="danger">{failure}</Alert>}
    </section>
  );
}
