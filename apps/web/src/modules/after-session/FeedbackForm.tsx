import { useMutation, useQuery } from '@apollo/client/react';
import {
  FEEDBACK_LIMITS,
  feedbackProblems,
  type FeedbackField,
  formatBerlinDateTime,
  PATHS,
} from '@platform/domain';
import { Alert, Button, TextAreaField } from '@platform/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../graphql/generated';
import type { FeedbackFormQuery as FeedbackFormData } from '../../graphql/generated/graphql';
import { problemMessages, serverFieldErrors } from '../../shared/forms/field-errors';
import { useFormErrors } from '../../shared/forms/useFormErrors';
import { LinkButton } from '../../shared/components/LinkButton';
import { serverErrorOf } from '../../shared/graphql/server-error';
import { feedbackMessages as m } from './after-session-messages';
import { StarInput } from './StarInput';

const FeedbackFormQuery = graphql(`
  query FeedbackForm($registrationId: ID!, $token: String) {
    feedbackForm(registrationId: $registrationId, token: $token) {
      registrationId
      workshopTitle
      workshopSlug
      sessionStartsAt
      canGive
      refusal
      given {
        id
        overall
        contentRating
        hostRating
        comment
        showPublicly
      }
    }
  }
`);

const GiveFeedbackMutation = graphql(`
  mutation GiveFeedback($input: FeedbackInput!) {
    giveFeedback(input: $input) {
      id
      overall
      contentRating
      hostRating
      comment
      showPublicly
    }
  }
`);

const FIELDS = [
  'overall',
  'content',
  'host',
  'comment',
] as const satisfies readonly FeedbackField[];
const SERVER_FIELDS = ['overall', 'contentRating', 'hostRating', 'comment'] as const;

/**
 * The feedback page's form: overall stars (required), content and host stars (optional), a
 * comment and whether to show it publicly with the first name. Opened by the member's own
 * registration or by a link's `token`; the server decides who may (attendees only).
 */
export function FeedbackForm({
  registrationId,
  token,
}: {
  registrationId: string;
  token: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error } = useQuery(FeedbackFormQuery, {
    variables: { registrationId, token },
    skip: !registrationId,
  });
  const form = data?.feedbackForm;

  if (!registrationId || error) return <Alert tone="danger">{t(m.invalid)}</Alert>;
  if (loading || !form) return <p role="status">{t(m.loading)}</p>;

  return (
    <>
      <p>
        {t(m.intro, {
          title: form.workshopTitle,
          date: formatBerlinDateTime(form.sessionStartsAt, intl.locale),
        })}
      </p>
      {form.canGive ? (
        <FeedbackFields key={form.given?.id ?? 'new'} form={form} token={token} />
      ) : (
        <Alert tone="info">{t(form.refusal === 'cancelled' ? m.cancelled : m.notAttended)}</Alert>
      )}
    </>
  );
}

type LoadedForm = FeedbackFormData['feedbackForm'];

/** The fields, filled with the feedback given before (if any). */
function FeedbackFields({ form, token }: { form: LoadedForm; token: string | null }) {
  const t = useIntl().formatMessage;
  const registrationId = form.registrationId;
  const given = form.given;
  const [give, giving] = useMutation(GiveFeedbackMutation);
  const { formProps, formRef, errors, showErrors, clearErrors } = useFormErrors(FIELDS);
  const [overall, setOverall] = useState<number | null>(given?.overall ?? null);
  const [content, setContent] = useState<number | null>(given?.contentRating ?? null);
  const [host, setHost] = useState<number | null>(given?.hostRating ?? null);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [showPublicly, setShowPublicly] = useState(given?.showPublicly ?? false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  const focusFirstError = (found: Partial<Record<(typeof FIELDS)[number], string>>) => {
    showErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first && first !== 'comment')
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
  };

  const onSubmit = async () => {
    setFailure(null);
    setSent(false);
    const problems = feedbackProblems({ overall, content, host, comment });
    const found = problemMessages(FIELDS, problems, (problem) =>
      problem === 'required'
        ? t(m.overallRequired)
        : problem === 'tooLong'
          ? t(m.commentTooLong, { max: FEEDBACK_LIMITS.commentMaxLength })
          : t(m.starsInvalid),
    );
    if (Object.keys(found).length > 0) return focusFirstError(found);
    try {
      await give({
        variables: {
          input: {
            registrationId,
            token,
            overall,
            contentRating: content,
            hostRating: host,
            comment,
            showPublicly: showPublicly && comment.trim() !== '',
          },
        },
      });
      setSent(true);
      requestAnimationFrame(() => thanksRef.current?.focus());
    } catch (e) {
      const fromServer = serverFieldErrors(e, SERVER_FIELDS);
      const mapped = {
        overall: fromServer.overall,
        content: fromServer.contentRating,
        host: fromServer.hostRating,
        comment: fromServer.comment,
      };
      if (Object.values(mapped).some(Boolean)) return focusFirstError(mapped);
      setFailure(serverErrorOf(e).message ?? t(m.failed));
    }
  };

  const left = FEEDBACK_LIMITS.commentMaxLength - comment.length;
  return (
    <>
      {form.given && !sent && <Alert tone="info">{t(m.given)}</Alert>}
      <form
        {...formProps}
        className="feedback-form"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <StarInput
          name="overall"
          legend={t(m.overall)}
          value={overall}
          onChange={(v) => {
            setOverall(v);
            clearErrors(['overall']);
          }}
          error={errors.overall}
        />
        <StarInput
          name="content"
          legend={t(m.content)}
          value={content}
          onChange={setContent}
          optional
          error={errors.content}
        />
        <StarInput
          name="host"
          legend={t(m.host)}
          value={host}
          onChange={setHost}
          optional
          error={errors.host}
        />
        <TextAreaField
          name="comment"
          label={t(m.comment)}
          hint={t(m.commentHint, {
            max: FEEDBACK_LIMITS.commentMaxLength,
            left: Math.max(0, left),
          })}
          value={comment}
          rows={5}
          error={errors.comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <label className="feedback-form__public">
          <input
            type="checkbox"
            name="showPublicly"
            checked={showPublicly}
            onChange={(event) => setShowPublicly(event.target.checked)}
          />
          <span>{t(m.showPublicly)}</span>
        </label>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <div className="feedback-form__actions">
          <Button type="submit" loading={giving.loading}>
            {giving.loading ? t(m.sending) : t(form.given ? m.update : m.submit)}
          </Button>
          <LinkButton to={`${PATHS.academy}/${form.workshopSlug}`} variant="ghost">
            {t(m.toWorkshop)}
          </LinkButton>
        </div>
      </form>
      {sent && (
        <div ref={thanksRef} tabIndex={-1}>
          <Alert tone="success">{t(m.thanks)}</Alert>
        </div>
      )}
    </>
  );
}
