import { TextField } from '@platform/ui';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import type { WorkshopSectionProps } from './section-props';

/** The base price per person (create only: it cannot be changed later). */
export function PriceField({ values, errors, onChange }: WorkshopSectionProps) {
  const t = useIntl().formatMessage;
  return (
    <TextField
      name="basePrice"
      inputMode="decimal"
      label={t(m.basePrice)}
      hint={t(m.basePriceHint)}
      required
      value={values.basePrice}
      error={errors.basePrice}
      onChange={(event) => onChange({ basePrice: event.target.value })}
    />
  );
}
