import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormErrors } from '../../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { graphql } from '../../../../graphql/generated';
import type { PosterState } from './PosterUpload';
import {
  FORM_FIELDS,
  formFieldOfServerField,
  validateWorkshopForm,
  type FormErrors,
} from './validate-workshop-form';
import { workshopFormMessages as m } from './workshop-form-messages';
import {
  basePriceCentsOf,
  commonInput,
  recurrenceOf,
  type WorkshopFormValues,
} from './workshop-form-values';

const CreateWorkshopMutation = graphql(`
  mutation CreateWorkshop($input: CreateWorkshopInput!) {
    createWorkshop(input: $input) {
      id
    }
  }
`);

const UpdateWorkshopMutation = graphql(`
  mutation UpdateWorkshop($id: ID!, $input: UpdateWorkshopInput!) {
    updateWorkshop(id: $id, input: $input) {
      id
    }
  }
`);

/** Edit mode: the workshop, its current poster and the recurrence it was loaded with. */
export interface LoadedWorkshop {
  id: string;
  title: string;
  posterUrl: string | null;
  posterIsPdf: boolean;
  recurrenceRule: string | null;
  recurrenceEndDate: string | null;
}

export interface UseWorkshopFormOptions {
  mode: 'create' | 'edit';
  /** The values live with the caller (a draft may be kept across screens). */
  values: WorkshopFormValues;
  onChange: (patch: Partial<WorkshopFormValues>) => void;
  workshop?: LoadedWorkshop;
  onSaved: () => void;
}

/**
 * The workshop form's state and submit: validates like the server, sends create or update,
 * shows the server's refusals by their fields, and keeps the poster the member chose.
 */
export function useWorkshopForm({
  mode,
  values,
  onChange,
  workshop,
  onSaved,
}: UseWorkshopFormOptions) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FORM_FIELDS);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [poster, setPoster] = useState<PosterState | null>(null);
  const [posterError, setPosterError] = useState<string | null>(null);
  // The start the form was opened with: an edit may keep it even once it has passed.
  const [initialStart] = useState(values.start);
  const [failure, setFailure] = useState<string | null>(null);
  const [createWorkshop, create] = useMutation(CreateWorkshopMutation);
  const [updateWorkshop, update] = useMutation(UpdateWorkshopMutation);
  const saving = create.loading || update.loading;

  const change = (patch: Partial<WorkshopFormValues>) => {
    onChange(patch);
    clearErrors(Object.keys(patch));
  };

  const changePoster = (next: PosterState | null) => {
    setPoster(next);
    if (next) clearErrors(['poster']);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = validateWorkshopForm(
      values,
      { mode, hasPoster: Boolean(poster), now: new Date(), initialStart },
      intl,
    );
    if (posterError) found.poster = posterError;
    if (Object.keys(found).length > 0) {
      setFailure(t(m.checkFields));
      showErrors(found, summaryRef.current);
      return;
    }
    const posterInput = poster ? { dataUrl: poster.dataUrl, filename: poster.filename } : null;
    try {
      if (mode === 'create') {
        if (!posterInput) return;
        const recurrence = recurrenceOf(values);
        await createWorkshop({
          variables: {
            input: {
              ...commonInput(values),
              poster: posterInput,
              basePriceCents: basePriceCentsOf(values),
              ...(recurrence ? { recurrence } : {}),
            },
          },
        });
      } else if (workshop) {
        await updateWorkshop({
          variables: {
            id: workshop.id,
            input: {
              ...commonInput(values),
              ...(posterInput ? { poster: posterInput } : {}),
              ...recurrenceChange(values, workshop),
            },
          },
        });
      }
      onSaved();
    } catch (error) {
      console.error('[workshops] Saving the workshop failed.', error);
      const readable = serverErrorOf(error);
      const fromServer: FormErrors = {};
      for (const [field, message] of Object.entries(readable.fields)) {
        const formField = formFieldOfServerField(field);
        if (formField) fromServer[formField] = message;
      }
      // A message that belongs to a field is shown there, once; the summary only points to it.
      const atFields = Object.keys(fromServer).length > 0;
      setFailure(
        atFields
          ? t(m.checkFields)
          : (readable.message ?? t(mode === 'create' ? m.createFailed : m.updateFailed)),
      );
      showErrors(fromServer, summaryRef.current);
    }
  };

  return {
    formRef,
    summaryRef,
    errors,
    failure,
    saving,
    poster,
    posterError,
    /** Create mode: no poster chosen yet, so the submit button stays off. */
    posterMissing: mode === 'create' && !poster,
    change,
    changePoster,
    setPosterError,
    submit,
  };
}

/**
 * The recurrence part of an update: left out when unchanged (the server keeps the sessions),
 * null to make a recurring workshop one-off, or the new rule.
 */
export function recurrenceChange(
  values: WorkshopFormValues,
  loaded: { recurrenceRule: string | null; recurrenceEndDate: string | null },
) {
  const next = recurrenceOf(values);
  const unchanged = next
    ? next.rule === loaded.recurrenceRule && next.endDate === (loaded.recurrenceEndDate ?? null)
    : loaded.recurrenceRule === null;
  return unchanged ? {} : { recurrence: next };
}
