import { LIMITS, WORKSHOP_TEXT_LIMITS } from '@platform/domain';
import { TextAreaField, TextField } from '@platform/ui';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import { CategoryField } from './CategoryField';
import type { WorkshopSectionProps } from './section-props';

/** Title, description, category, start and duration. */
export function DetailsFields({
  values,
  errors,
  onChange,
  titleRef,
}: WorkshopSectionProps & { titleRef?: RefObject<HTMLInputElement | null> }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextField
        ref={titleRef}
        name="title"
        label={t(m.title)}
        required
        maxLength={WORKSHOP_TEXT_LIMITS.title}
        value={values.title}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextAreaField
        name="description"
        label={t(m.description)}
        required
        rows={5}
        maxLength={WORKSHOP_TEXT_LIMITS.description}
        value={values.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <CategoryField values={values} errors={errors} onChange={onChange} />
      <div className="ws-form__row">
        <TextField
          name="start"
          type="datetime-local"
          label={t(m.start)}
          hint={t(m.startHint)}
          required
          value={values.start}
          error={errors.start}
          onChange={(event) => onChange({ start: event.target.value })}
        />
        <TextField
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          label={t(m.duration)}
          hint={t(m.durationHint)}
          required
          min={LIMITS.workshop.durationMinutes.min}
          max={LIMITS.workshop.durationMinutes.max}
          step={LIMITS.workshop.durationMinutes.step}
          value={values.durationMinutes}
          error={errors.durationMinutes}
          onChange={(event) => onChange({ durationMinutes: event.target.value })}
        />
      </div>
    </>
  );
}
