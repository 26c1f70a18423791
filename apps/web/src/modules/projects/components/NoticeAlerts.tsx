import { Alert } from '@platform/ui';

/** The outcome of a step on a project screen: success (polite) or failure (assertive). */
export type Notice = { tone: 'success' | 'danger'; text: string };

/**
 * A notice under a project form: a success is read out politely (the live region stays in the
 * page so it is announced), a failure assertively.
 */
export function NoticeAlerts({ notice }: { notice: Notice | null }) {
  return (
    <>
      <div aria-live="polite">
        {notice?.tone === 'success' && (
          <Alert tone="success" live="off">
            <p>{notice.text}</p>
          </Alert>
        )}
      </div>
      {notice?.tone === 'danger' && (
        <Alert tone="danger" live="assertive">
          <p>{notice.text}</p>
        </Alert>
      )}
    </>
  );
}
