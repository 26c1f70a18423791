import { Button } from '@platform/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { PHOTO_TYPES, checkPhotoFile, readAsDataUrl } from '../api/photo-file';
import { photoMessages } from '../profile-messages';
import { ProfilePhoto } from './ProfilePhoto';

/** What saving does with the photo. */
export type PhotoChange = { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' };

export interface ProfilePhotoFieldProps {
  /** The saved photo. */
  savedUrl: string | null;
  name: string;
  value: PhotoChange;
  onChange: (value: PhotoChange) => void;
  /** A problem the server found with the uploaded file. */
  serverError?: string;
}

/**
 * Choose or remove the profile photo. The file is checked here first (image type, 2 MB) and
 * sent as a data URL with the form; the server checks the real content again.
 */
export function ProfilePhotoField({
  savedUrl,
  name,
  value,
  onChange,
  serverError,
}: ProfilePhotoFieldProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? serverError;

  const shownUrl = value.kind === 'new' ? value.dataUrl : value.kind === 'remove' ? null : savedUrl;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a fix, so the input is always emptied.
    event.target.value = '';
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) {
      setClientError(t(photoMessages[problem]));
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setClientError(null);
      onChange({ kind: 'new', dataUrl });
    } catch (readError) {
      console.error('[profile] Reading the photo failed.', readError);
      setClientError(t(photoMessages.readFailed));
    }
  };

  return (
    <fieldset className="profile-photo-field">
      <legend className="ui-field__label">{t(photoMessages.label)}</legend>
      <div className="profile-photo-field__row">
        <ProfilePhoto url={shownUrl} name={name} className="profile-photo-field__preview" />
        <div className="profile-photo-field__actions">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="ui-visually-hidden profile-photo-field__input"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void onFile(event)}
          />
          <label htmlFor={inputId} className="ui-button ui-button--secondary ui-button--sm">
            {t(shownUrl ? photoMessages.change : photoMessages.choose)}
          </label>
          {shownUrl && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setClientError(null);
                onChange(savedUrl ? { kind: 'remove' } : { kind: 'keep' });
                inputRef.current?.focus();
              }}
            >
              {t(photoMessages.remove)}
            </Button>
          )}
          <p id={hintId} className="ui-field__hint">
            {t(photoMessages.hint)}
          </p>
          <p className="profile-photo-field__status" aria-live="polite">
            {value.kind === 'new' && t(photoMessages.selected)}
            {value.kind === 'remove' && t(photoMessages.removed)}
          </p>
          {error && (
            <p id={errorId} className="ui-field__error" role="alert">
              <span className="ui-field__error-icon" aria-hidden="true">
                !
              </span>
              <span>{error}</span>
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
