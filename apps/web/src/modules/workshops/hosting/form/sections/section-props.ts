import type { FormErrors } from '../validate-workshop-form';
import type { WorkshopFormValues } from '../workshop-form-values';

/** What each field section of the workshop form gets from the form. */
export interface WorkshopSectionProps {
  values: WorkshopFormValues;
  errors: FormErrors;
  onChange: (patch: Partial<WorkshopFormValues>) => void;
}
