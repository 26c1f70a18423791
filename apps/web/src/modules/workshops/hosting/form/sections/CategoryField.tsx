import {
  WORKSHOP_CATEGORIES,
  WORKSHOP_TEXT_LIMITS,
  isListedCategory,
  type WorkshopCategory,
} from '@platform/domain';
import { SelectField, TextField } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import type { WorkshopSectionProps } from './section-props';

const OTHER = 'other';

/** The categories' names in the reader's language (stored in German). */
const names = defineMessages({
  Innovation: { id: 'memberWorkshops.category.innovation', defaultMessage: 'Innovation' },
  Strategie: { id: 'memberWorkshops.category.strategy', defaultMessage: 'Strategie' },
  Digitalisierung: {
    id: 'memberWorkshops.category.digitalisation',
    defaultMessage: 'Digitalisierung',
  },
  'Künstliche Intelligenz': {
    id: 'memberWorkshops.category.ai',
    defaultMessage: 'Künstliche Intelligenz',
  },
  'Design Thinking': {
    id: 'memberWorkshops.category.designThinking',
    defaultMessage: 'Design Thinking',
  },
  Führung: { id: 'memberWorkshops.category.leadership', defaultMessage: 'Führung' },
  Nachhaltigkeit: {
    id: 'memberWorkshops.category.sustainability',
    defaultMessage: 'Nachhaltigkeit',
  },
} satisfies Record<WorkshopCategory, unknown>);

/** A category from the list, none, or "other" with the host's own word. */
export function CategoryField({ values, errors, onChange }: WorkshopSectionProps) {
  const t = useIntl().formatMessage;
  // "Other" while chosen, and for a category of the host's own (e.g. from a template).
  const [otherChosen, setOther] = useState(false);
  const other =
    otherChosen || (values.category.trim() !== '' && !isListedCategory(values.category));
  const choice = other ? OTHER : values.category;
  return (
    <div className="ws-form__row">
      <SelectField
        name="categoryChoice"
        label={t(m.category)}
        value={choice}
        onChange={(event) => {
          const next = event.target.value;
          setOther(next === OTHER);
          onChange({ category: next === OTHER ? '' : next });
        }}
      >
        <option value="">{t(m.categoryNone)}</option>
        {WORKSHOP_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(names[category])}
          </option>
        ))}
        <option value={OTHER}>{t(m.categoryOther)}</option>
      </SelectField>
      {other && (
        <TextField
          name="category"
          label={t(m.categoryOwn)}
          maxLength={WORKSHOP_TEXT_LIMITS.category}
          value={values.category}
          error={errors.category}
          onChange={(event) => onChange({ category: event.target.value })}
        />
      )}
    </div>
  );
}
