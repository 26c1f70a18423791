import { TextAreaField, TextField } from '@platform/ui';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import type { WorkshopSectionProps } from './section-props';

/** Learning objectives and materials (one per line) and tags (comma-separated). */
export function ContentFields({ values, errors, onChange }: WorkshopSectionProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextAreaField
        name="learningObjectives"
        label={t(m.objectives)}
        hint={t(m.objectivesHint)}
        rows={4}
        value={values.learningObjectives}
        error={errors.learningObjectives}
        onChange={(event) => onChange({ learningObjectives: event.target.value })}
      />
      <TextAreaField
        name="materials"
        label={t(m.materials)}
        hint={t(m.materialsHint)}
        rows={3}
        value={values.materials}
        error={errors.materials}
        onChange={(event) => onChange({ materials: event.target.value })}
      />
      <TextField
        name="tags"
        label={t(m.tags)}
        hint={t(m.tagsHint)}
        value={values.tags}
        error={errors.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
      />
    </>
  );
}
