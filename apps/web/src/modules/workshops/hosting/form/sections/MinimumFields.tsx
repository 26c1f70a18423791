import { LIMITS, MINIMUM_PARTICIPANTS_LIMITS, type DecisionTimeUnit } from '@platform/domain';
import { SelectField, TextField } from '@platform/ui';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import type { WorkshopSectionProps } from './section-props';

/** The optional minimum of participants and, with one, when each date's minimum is decided. */
export function MinimumFields({ values, errors, onChange }: WorkshopSectionProps) {
  const t = useIntl().formatMessage;
  const hours = MINIMUM_PARTICIPANTS_LIMITS.decisionHours;
  const days = values.decisionUnit === 'days';
  return (
    <>
      <TextField
        name="minParticipants"
        type="number"
        inputMode="numeric"
        label={t(m.minParticipants)}
        hint={t(m.minParticipantsHint)}
        min={LIMITS.workshop.participants.min}
        max={Number(values.maxParticipants) || LIMITS.workshop.participants.max}
        value={values.minParticipants}
        error={errors.minParticipants}
        onChange={(event) => onChange({ minParticipants: event.target.value })}
      />
      {values.minParticipants.trim() !== '' && (
        <div className="ws-form__row">
          <TextField
            name="decisionAmount"
            type="number"
            inputMode="numeric"
            label={t(m.decisionAmount)}
            required
            min={1}
            max={days ? hours.max / 24 : hours.max}
            value={values.decisionAmount}
            error={errors.decisionAmount}
            onChange={(event) => onChange({ decisionAmount: event.target.value })}
          />
          <SelectField
            name="decisionUnit"
            label={t(m.decisionUnit)}
            value={values.decisionUnit}
            onChange={(event) => onChange({ decisionUnit: event.target.value as DecisionTimeUnit })}
          >
            <option value="days">{t(m.decisionDays)}</option>
            <option value="hours">{t(m.decisionHours)}</option>
          </SelectField>
        </div>
      )}
    </>
  );
}
