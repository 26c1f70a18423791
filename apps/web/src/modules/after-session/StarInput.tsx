import { FEEDBACK_LIMITS } from '@platform/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { feedbackMessages as m } from './after-session-messages';

const STARS = Array.from(
  { length: FEEDBACK_LIMITS.maxStars - FEEDBACK_LIMITS.minStars + 1 },
  (_, i) => i + FEEDBACK_LIMITS.minStars,
);

/**
 * Stars as a radio group: a fieldset with its legend, one native radio per star count (arrow
 * keys move and choose, as in every radio group), each labelled "4 Sterne". The stars up to the
 * chosen one are drawn filled. An optional rating has a "Keine Angabe" choice first.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  optional = false,
  error,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number | null) => void;
  optional?: boolean;
  error?: string;
}) {
  const t = useIntl().formatMessage;
  const errorId = useId();
  return (
    <fieldset
      className="star-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="star-input__legend">{legend}</legend>
      <div className="star-input__options">
        {optional && (
          <label className="star-input__none">
            <input
              type="radio"
              name={name}
              value=""
              checked={value === null}
              onChange={() => onChange(null)}
            />
            <span>{t(m.noAnswer)}</span>
          </label>
        )}
        {STARS.map((stars) => (
          <label
            key={stars}
            className={
              value !== null && stars <= value ? 'star-input__star is-on' : 'star-input__star'
            }
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="ui-visually-hidden">{t(m.starOption, { stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error star-input__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
