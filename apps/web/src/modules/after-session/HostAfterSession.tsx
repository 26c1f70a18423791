import { useMutation, useQuery } from '@apollo/client/react';
import {
  formatBerlinDateTime,
  isHttpUrl,
  MATERIAL_ACCEPT,
  MATERIAL_LIMITS,
  type MaterialAudience,
} from '@platform/domain';
import { Alert, Button, SelectField, TextField } from '@platform/ui';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import { serverErrorOf } from '../../shared/graphql/server-error';
import { getActiveLocale } from '../../shared/i18n/stored-locale';
import { getAccessToken, useAuth } from '../auth';
import { afterMessages, hostMessages as m } from './after-session-messages';
import { downloadMaterial, fileSize } from './download-material';
import './after-session.css';

const HostAfterSessionQuery = graphql(`
  query HostAfterSession($workshopId: ID!) {
    workshopFeedback(workshopId: $workshopId) {
      workshopId
      figures {
        count
        overall
        content
        host
      }
      sessions {
        sessionId
        startsAt
        figures {
          count
          overall
          content
          host
        }
      }
      answers {
        id
        sessionId
        overall
        contentRating
        hostRating
        comment
        firstName
        commentHidden
        createdAt
      }
    }
    workshopMaterials(workshopId: $workshopId) {
      id
      title
      audience
      kind
      sessionId
      fileName
      byteSize
      url
      downloadPath
    }
  }
`);

const AddLinkMutation = graphql(`
  mutation AddMaterialLink($input: MaterialLinkInput!) {
    addMaterialLink(input: $input) {
      id
    }
  }
`);

const DeleteMaterialMutation = graphql(`
  mutation DeleteMaterial($id: ID!) {
    deleteMaterial(id: $id)
  }
`);

const HideCommentMutation = graphql(`
  mutation SetFeedbackCommentHidden($id: ID!, $hidden: Boolean!) {
    setFeedbackCommentHidden(id: $id, hidden: $hidden) {
      id
      commentHidden
    }
  }
`);

interface Figures {
  count: number;
  overall?: number | null;
  content?: number | null;
  host?: number | null;
}

/**
 * The host's (and admins') after-session screen part for one workshop: the feedback figures
 * over all sessions and per session, the answers (admins may hide a comment), and the
 * materials with a form to add a file or a link and a delete button each.
 */
export function HostAfterSession({
  workshopId,
  sessions,
}: {
  workshopId: string;
  sessions: ReadonlyArray<{ id: string; startsAt: string }>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useAuth();
  const feedbackId = useId();
  const materialsId = useId();
  const { data, refetch } = useQuery(HostAfterSessionQuery, { variables: { workshopId } });
  const [hide] = useMutation(HideCommentMutation);
  const [remove] = useMutation(DeleteMaterialMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const feedback = data?.workshopFeedback;
  const materials = data?.workshopMaterials ?? [];
  const average = (n: number | null | undefined) =>
    n === null || n === undefined
      ? '–'
      : intl.formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const figures = (f: Figures) =>
    t(m.figures, {
      count: f.count,
      overall: average(f.overall),
      content: average(f.content),
      host: average(f.host),
    });
  const when = (id: string | null) => {
    const session = sessions.find((s) => s.id === id);
    return session ? formatBerlinDateTime(session.startsAt, intl.locale) : t(m.allSessions);
  };

  return (
    <div className="host-after">
      <section aria-labelledby={feedbackId} className="host-after__block">
        <h2 id={feedbackId}>{t(m.feedbackHeading)}</h2>
        {!feedback || feedback.figures.count === 0 ? (
          <p>{t(m.noFeedback)}</p>
        ) : (
          <>
            <p>
              <strong>{t(m.allSessions)}:</strong> {figures(feedback.figures)}
            </p>
            <ul className="host-after__sessions">
              {feedback.sessions.map((s) => (
                <li key={s.sessionId}>
                  <strong>{formatBerlinDateTime(s.startsAt, intl.locale)}:</strong>{' '}
                  {figures(s.figures)}
                </li>
              ))}
            </ul>
            <h3>{t(m.answers)}</h3>
            <ul className="host-after__answers">
              {feedback.answers.map((a) => (
                <li key={a.id}>
                  <p className="host-after__answer-head">
                    {'★'.repeat(a.overall)}
                    <span className="ui-visually-hidden">{a.overall} / 5</span> ·{' '}
                    {a.firstName ?? t(m.anonymous)} · {when(a.sessionId)}
                  </p>
                  {a.comment && (
                    <p
                      className={
                        a.commentHidden ? 'host-after__comment is-hidden' : 'host-after__comment'
                      }
                    >
                      {a.comment}
                      {a.commentHidden && <em> ({t(m.hidden)})</em>}
                    </p>
                  )}
                  {a.comment && user?.role === 'ADMIN' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void hide({ variables: { id: a.id, hidden: !a.commentHidden } }).then(
                          () => refetch(),
                          (e: unknown) => setFailure(serverErrorOf(e).message ?? t(m.failed)),
                        )
                      }
                    >
                      {t(a.commentHidden ? m.show : m.hide)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby={materialsId} className="host-after__block">
        <h2 id={materialsId}>{t(m.materialsHeading)}</h2>
        <p>{t(m.materialsIntro, { mb: MATERIAL_LIMITS.maxFileBytes / 1024 / 1024 })}</p>
        {materials.length === 0 ? (
          <p>{t(m.noMaterials)}</p>
        ) : (
          <ul className="host-after__materials">
            {materials.map((material) => (
              <li key={material.id}>
                <span>
                  {material.kind === 'link' && material.url ? (
                    <a href={material.url} target="_blank" rel="noopener noreferrer">
                      {material.title}
                    </a>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        void downloadMaterial(
                          material.downloadPath ?? '',
                          material.fileName ?? 'material',
                        ).catch(() => setFailure(t(afterMessages.downloadFailed)))
                      }
                    >
                      {material.title}
                      {material.byteSize ? ` (${fileSize(material.byteSize, intl.locale)})` : ''}
                    </Button>
                  )}{' '}
                  · {t(material.audience === 'attendees' ? m.attendees : m.registrants)} ·{' '}
                  {when(material.sessionId ?? null)}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    void remove({ variables: { id: material.id } }).then(
                      () => refetch(),
                      (e: unknown) => setFailure(serverErrorOf(e).message ?? t(m.failed)),
                    )
                  }
                >
                  {t(m.remove, { title: material.title })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <AddMaterialForm
          workshopId={workshopId}
          sessions={sessions}
          onAdded={() => void refetch()}
        />
      </section>
      {failure && (
        <Alert tone="danger" live="assertive">
          {failure}
        </Alert>
      )}
    </div>
  );
}

function AddMaterialForm({
  workshopId,
  sessions,
  onAdded,
}: {
  workshopId: string;
  sessions: ReadonlyArray<{ id: string; startsAt: string }>;
  onAdded: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [audience, setAudience] = useState<MaterialAudience>('attendees');
  const [sessionId, setSessionId] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; file?: string; url?: string }>({});
  const [addLink] = useMutation(AddLinkMutation);
  const mb = MATERIAL_LIMITS.maxFileBytes / 1024 / 1024;

  const onSubmit = async () => {
    const file = fileRef.current?.files?.[0] ?? null;
    const found: typeof errors = {};
    if (title.trim() === '') found.title = t(m.titleRequired);
    if (!file && url.trim() === '') found.file = t(m.fileOrLink);
    else if (!file && !isHttpUrl(url.trim())) found.url = t(m.fileOrLink);
    if (file && file.size > MATERIAL_LIMITS.maxFileBytes) found.file = t(m.tooLarge, { mb });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (file) {
        const query = new URLSearchParams({
          title: title.trim(),
          audience,
          fileName: file.name,
          ...(sessionId ? { sessionId } : {}),
        });
        const token = getAccessToken();
        const response = await fetch(`/api/materials/workshops/${workshopId}?${query.toString()}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            'x-locale': getActiveLocale(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          credentials: 'same-origin',
          body: file,
        });
        if (!response.ok) {
          const payload = (await response.json().catch(() => null)) as {
            error?: { message?: string };
          } | null;
          setErrors({ file: payload?.error?.message ?? t(m.failed) });
          return;
        }
      } else {
        await addLink({
          variables: {
            input: {
              workshopId,
              title: title.trim(),
              url: url.trim(),
              audience,
              sessionId: sessionId || null,
            },
          },
        });
      }
      setTitle('');
      setUrl('');
      if (fileRef.current) fileRef.current.value = '';
      onAdded();
    } catch (e) {
      setErrors({ url: serverErrorOf(e).message ?? t(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="host-after__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <TextField
        label={t(m.title)}
        name="title"
        value={title}
        maxLength={MATERIAL_LIMITS.titleMaxLength}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className={errors.file ? 'ui-field ui-field--invalid' : 'ui-field'}>
        <label className="ui-field__label" htmlFor={fileId}>
          {t(m.file)}
        </label>
        <input
          ref={fileRef}
          id={fileId}
          name="file"
          type="file"
          accept={MATERIAL_ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileId}-error` : undefined}
          className="host-after__file"
        />
        {errors.file && (
          <p id={`${fileId}-error`} className="ui-field__error">
            {errors.file}
          </p>
        )}
      </div>
      <TextField
        label={t(m.link)}
        name="url"
        type="url"
        value={url}
        error={errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <SelectField
        label={t(m.audience)}
        name="audience"
        value={audience}
        onChange={(event) => setAudience(event.target.value as MaterialAudience)}
      >
        <option value="attendees">{t(m.attendees)}</option>
        <option value="registrants">{t(m.registrants)}</option>
      </SelectField>
      <SelectField
        label={t(m.forSession)}
        name="sessionId"
        value={sessionId}
        onChange={(event) => setSessionId(event.target.value)}
      >
        <option value="">{t(m.allSessions)}</option>
        {sessions.map((s) => (
          <option key={s.id} value={s.id}>
            {formatBerlinDateTime(s.startsAt, intl.locale)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" loading={busy}>
        {busy ? t(m.adding) : t(m.add)}
      </Button>
    </form>
  );
}
