import { LIMITS, WORKSHOP_TEXT_LIMITS, workshopPlaceFields } from '@platform/domain';
import { SelectField, TextField } from '@platform/ui';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import type { FormFormat } from '../workshop-form-values';
import type { WorkshopSectionProps } from './section-props';

/** Format and size, then the place the format needs: a location, a video link or both. */
export function FormatFields({ values, errors, onChange }: WorkshopSectionProps) {
  const t = useIntl().formatMessage;
  const place = workshopPlaceFields(values.format);
  return (
    <>
      <div className="ws-form__row">
        <SelectField
          name="format"
          label={t(m.format)}
          value={values.format}
          error={errors.format}
          onChange={(event) => onChange({ format: event.target.value as FormFormat })}
        >
          <option value="online">{t(m.online)}</option>
          <option value="onsite">{t(m.onsite)}</option>
          <option value="hybrid">{t(m.hybrid)}</option>
        </SelectField>
        <TextField
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          label={t(m.maxParticipants)}
          required
          min={LIMITS.workshop.participants.min}
          max={LIMITS.workshop.participants.max}
          value={values.maxParticipants}
          error={errors.maxParticipants}
          onChange={(event) => onChange({ maxParticipants: event.target.value })}
        />
      </div>
      {place.location && (
        <TextField
          name="location"
          label={t(m.location)}
          required={values.format === 'hybrid'}
          maxLength={WORKSHOP_TEXT_LIMITS.location}
          value={values.location}
          error={errors.location}
          onChange={(event) => onChange({ location: event.target.value })}
        />
      )}
      {place.videoCallLink && (
        <TextField
          name="videoCallLink"
          type="url"
          inputMode="url"
          label={t(m.videoLink)}
          hint={t(m.videoLinkHint)}
          required={values.format === 'hybrid'}
          placeholder="https://"
          maxLength={WORKSHOP_TEXT_LIMITS.videoCallLink}
          value={values.videoCallLink}
          error={errors.videoCallLink}
          onChange={(event) => onChange({ videoCallLink: event.target.value })}
        />
      )}
    </>
  );
}
