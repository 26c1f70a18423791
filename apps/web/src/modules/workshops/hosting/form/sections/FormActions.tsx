import { Alert, Button } from '@platform/ui';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';

/**
 * The summary of a failed attempt (focused when no field can take focus) and the submit
 * button, off until a poster is chosen (create) or while the member may not create.
 */
export function FormActions({
  mode,
  summaryRef,
  failure,
  saving,
  posterMissing,
  canSubmit,
}: {
  mode: 'create' | 'edit';
  summaryRef: RefObject<HTMLDivElement | null>;
  failure: string | null;
  saving: boolean;
  posterMissing: boolean;
  canSubmit: boolean;
}) {
  const t = useIntl().formatMessage;
  // Why the button is off, said next to it (and read with it).
  const blocked = !canSubmit
    ? t(m.submitBlockedHint)
    : posterMissing
      ? t(m.submitDisabledHint)
      : null;
  return (
    <>
      <div ref={summaryRef} tabIndex={-1} aria-live="assertive">
        {failure && (
          <Alert tone="danger" live="off">
            <p>{failure}</p>
          </Alert>
        )}
      </div>
      <div className="ws-form__actions">
        <Button
          type="submit"
          loading={saving}
          loadingLabel={t(m.saving)}
          disabled={blocked !== null}
          aria-describedby={blocked ? 'ws-submit-hint' : undefined}
        >
          {t(mode === 'create' ? m.create : m.save)}
        </Button>
        {blocked && (
          <p id="ws-submit-hint" className="ui-field__hint">
            {blocked}
          </p>
        )}
      </div>
    </>
  );
}
