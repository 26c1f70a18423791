import { Alert } from '@platform/ui';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { CardPreview } from './CardPreview';
import { PosterUpload } from './PosterUpload';
import { RecurrenceFields } from './RecurrenceFields';
import { ContentFields } from './sections/ContentFields';
import { DetailsFields } from './sections/DetailsFields';
import { FormActions } from './sections/FormActions';
import { FormatFields } from './sections/FormatFields';
import { MinimumFields } from './sections/MinimumFields';
import { PriceField } from './sections/PriceField';
import { VisibilityFields } from './sections/VisibilityFields';
import { useWorkshopForm, type UseWorkshopFormOptions } from './useWorkshopForm';
import { workshopFormMessages as m } from './workshop-form-messages';

export interface WorkshopFormProps extends UseWorkshopFormOptions {
  /** False while the member may not create workshops (missing profile...). */
  canSubmit: boolean;
  titleRef?: RefObject<HTMLInputElement | null>;
}

/** Every field of a workshop; validates like the server, shows the server's refusals by the field. */
export function WorkshopForm({ canSubmit, titleRef, ...options }: WorkshopFormProps) {
  const { mode, values, workshop } = options;
  const t = useIntl().formatMessage;
  const {
    formRef,
    summaryRef,
    errors,
    failure,
    saving,
    poster,
    posterError,
    posterMissing,
    change,
    changePoster,
    setPosterError,
    submit,
  } = useWorkshopForm(options);
  const section = { values, errors, onChange: change };

  return (
    <form ref={formRef} className="ws-form" noValidate onSubmit={(event) => void submit(event)}>
      {mode === 'edit' && (
        <Alert tone="info" live="off">
          <p>{t(m.editHint)}</p>
        </Alert>
      )}
      <DetailsFields {...section} titleRef={titleRef} />
      <FormatFields {...section} />
      <MinimumFields {...section} />
      <ContentFields {...section} />
      <VisibilityFields values={values} onChange={change} />
      <PosterUpload
        value={poster}
        onChange={changePoster}
        error={posterError ?? errors.poster}
        onError={setPosterError}
        required={mode === 'create'}
        current={
          workshop
            ? { url: workshop.posterUrl, isPdf: workshop.posterIsPdf, title: workshop.title }
            : null
        }
      />
      {mode === 'create' && <PriceField {...section} />}
      <RecurrenceFields
        values={values}
        onChange={change}
        errors={{ interval: errors.interval, endDate: errors.endDate }}
      />
      <CardPreview values={values} />
      <FormActions
        mode={mode}
        summaryRef={summaryRef}
        failure={failure}
        saving={saving}
        posterMissing={posterMissing}
        canSubmit={canSubmit}
      />
    </form>
  );
}
