import { Button } from '@platform/ui';
import { useId, useRef, useState, type DragEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { WorkshopPoster } from '../WorkshopPoster';
import {
  POSTER_ACCEPT,
  checkImageDecodes,
  nextRotation,
  posterProblem,
  readFileAsDataUrl,
  rotateImage,
  rotatedFilename,
  type PosterFile,
  type Rotation,
} from './poster-file';
import { untypedMessages } from '../../../../shared/i18n/untyped-messages';

/** The chosen poster: the original file, its rotation, and what will be uploaded. */
export interface PosterState {
  original: PosterFile;
  rotation: Rotation;
  dataUrl: string;
  filename: string;
}

const m = untypedMessages(
  defineMessages({
    label: { id: 'memberWorkshops.form.poster', defaultMessage: 'Workshop-Poster' },
    hint: {
      id: 'memberWorkshops.form.posterHint',
      defaultMessage: 'Bild (JPG, PNG, WebP, GIF) oder PDF, kleiner als 5 MB.',
    },
    editHint: {
      id: 'memberWorkshops.form.posterEditHint',
      defaultMessage:
        'Optional: Ein neues Poster ersetzt das bisherige erst, wenn unser Team es freigegeben hat.',
    },
    current: { id: 'memberWorkshops.form.posterCurrent', defaultMessage: 'Aktuelles Poster' },
    preview: { id: 'memberWorkshops.form.posterPreview', defaultMessage: 'Vorschau' },
    rotate: { id: 'memberWorkshops.form.posterRotate', defaultMessage: 'Um 90° drehen' },
    rotation: { id: 'memberWorkshops.form.posterRotation', defaultMessage: 'Drehung: {degrees}°' },
    remove: { id: 'memberWorkshops.form.posterRemove', defaultMessage: 'Poster entfernen' },
    pdfChosen: {
      id: 'memberWorkshops.form.posterPdfChosen',
      defaultMessage: 'PDF gewählt: {name}',
    },
    typeError: {
      id: 'memberWorkshops.form.posterType',
      defaultMessage: 'Bitte laden Sie ein Bild oder eine PDF-Datei hoch',
    },
    sizeError: {
      id: 'memberWorkshops.form.posterSize',
      defaultMessage: 'Dateigröße muss kleiner als 5MB sein',
    },
    readError: {
      id: 'memberWorkshops.form.posterRead',
      defaultMessage: 'Das Bild konnte nicht verarbeitet werden',
    },
    drop: {
      id: 'memberWorkshops.form.posterDrop',
      defaultMessage: 'Datei hierher ziehen oder',
    },
    choose: { id: 'memberWorkshops.form.posterChoose', defaultMessage: 'auswählen' },
    chosen: { id: 'memberWorkshops.form.posterChosen', defaultMessage: 'Gewählt: {name}' },
    none: { id: 'memberWorkshops.form.posterNone', defaultMessage: 'Noch keine Datei gewählt' },
  }),
);

export interface PosterUploadProps {
  value: PosterState | null;
  onChange: (value: PosterState | null) => void;
  /** A message from the form (poster missing, server refusal). */
  error?: string;
  onError: (message: string | null) => void;
  required: boolean;
  current?: { url: string | null; isPdf: boolean; title: string } | null;
}

/** File choice with preview and rotation in 90° steps (images only; PDFs cannot be turned). */
export function PosterUpload({
  value,
  onChange,
  error,
  onError,
  required,
  current,
}: PosterUploadProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [busy, setBusy] = useState(false);
  // A new key empties the file input after "remove".
  const [inputKey, setInputKey] = useState(0);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = posterProblem(file);
    if (problem) {
      clearInput();
      onError(t(problem === 'type' ? m.typeError : m.sizeError));
      return;
    }
    setBusy(true);
    try {
      const dataUrl = await readFileAsDataUrl(file);
      const original = { dataUrl, filename: file.name, isPdf: file.type === 'application/pdf' };
      if (!original.isPdf) await checkImageDecodes(dataUrl);
      onChange({ original, rotation: 0, dataUrl, filename: file.name });
      onError(null);
    } catch (readFailure) {
      console.error('[workshops] Reading the poster failed.', readFailure);
      clearInput();
      onChange(null);
      onError(t(m.readError));
    } finally {
      setBusy(false);
    }
  };

  const onRotate = async () => {
    if (!value || value.original.isPdf) return;
    const rotation = nextRotation(value.rotation);
    setBusy(true);
    try {
      const dataUrl = await rotateImage(value.original.dataUrl, rotation);
      const filename =
        rotation === 0 ? value.original.filename : rotatedFilename(value.original.filename);
      onChange({ ...value, rotation, dataUrl, filename });
      onError(null);
    } catch (rotateFailure) {
      console.error('[workshops] Rotating the poster failed.', rotateFailure);
      onError(t(m.readError));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void onFile(event.dataTransfer.files[0]);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <div className={`ui-field ws-poster-upload${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {t(m.label)}
      </label>
      <p id={hintId} className="ui-field__hint">
        {t(m.hint)} {current ? t(m.editHint) : null}
      </p>
      {current?.url && !value && (
        <figure className="ws-poster-upload__figure">
          <WorkshopPoster url={current.url} isPdf={current.isPdf} title={current.title} />
          <figcaption>{t(m.current)}</figcaption>
        </figure>
      )}
      <input
        key={inputKey}
        ref={inputRef}
        id={id}
        name="poster"
        type="file"
        className="ws-poster-upload__input"
        accept={POSTER_ACCEPT}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, statusId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      {/* The visible picker in the page's language; the input above is the control itself
          (keyboard and screen readers), this zone takes clicks and dropped files. */}
      <div
        className={`ws-dropzone${dragging ? ' ws-dropzone--active' : ''}`}
        aria-hidden="true"
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span>{t(m.drop)}</span> <span className="ws-dropzone__choose">{t(m.choose)}</span>
      </div>
      <p id={statusId} className="ws-poster-upload__status">
        {value ? t(m.chosen, { name: value.filename }) : t(m.none)}
      </p>
      {value && (
        <div className="ws-poster-upload__preview" aria-busy={busy || undefined}>
          {value.original.isPdf ? (
            <p>{t(m.pdfChosen, { name: value.filename })}</p>
          ) : (
            <figure className="ws-poster-upload__figure">
              <img src={value.dataUrl} alt={t(m.preview)} data-rotation={value.rotation} />
              <figcaption aria-live="polite">
                {t(m.rotation, { degrees: value.rotation })}
              </figcaption>
            </figure>
          )}
          <div className="ws-poster-upload__actions">
            {!value.original.isPdf && (
              <Button variant="secondary" size="sm" loading={busy} onClick={() => void onRotate()}>
                {t(m.rotate)}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange(null);
                onError(null);
                setInputKey((key) => key + 1);
              }}
            >
              {t(m.remove)}
            </Button>
          </div>
        </div>
      )}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          <span className="ui-field__error-icon" aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
