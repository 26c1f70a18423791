import { useMutation } from '@apollo/client/react';
import { PROMO_CODE_RULES, type PromoCodeDraft, promoCodeProblems } from '@platform/domain';
import { Alert, Button, Switch, TextAreaField, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { problemMessages, serverFieldErrors } from '../../../../shared/forms/field-errors';
import { useFormErrors } from '../../../../shared/forms/useFormErrors';
import { serverErrorOf } from '../../../../shared/graphql/server-error';
import { graphql } from '../../../../graphql/generated';
import { promoMessages as m } from './promo-code-messages';

export const SavePromoCodeMutation = graphql(`
  mutation SavePromoCode($input: PromoCodeInput!) {
    savePromoCode(input: $input) {
      id
      code
      tool
      descriptionDe
      descriptionEn
      active
      workshopId
    }
  }
`);

export interface PromoCodeValues extends PromoCodeDraft {
  id?: string;
  active: boolean;
  workshopId?: string | null;
}

export const EMPTY_PROMO_CODE: PromoCodeValues = {
  code: '',
  tool: '',
  descriptionDe: '',
  descriptionEn: '',
  active: true,
};

/** The fields in form order; also their controls' names. */
const FIELDS = [
  'code',
  'tool',
  'descriptionDe',
  'descriptionEn',
] as const satisfies readonly (keyof PromoCodeDraft)[];

/** Create or edit one promo code; the rules are libs/domain's, the server checks them again. */
export function PromoCodeForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: PromoCodeValues;
  onDone: (code: string) => void;
  onCancel?: () => void;
}) {
  const t = useIntl().formatMessage;
  const [values, setValues] = useState(initial);
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [save, saved] = useMutation(SavePromoCodeMutation, { refetchQueries: ['AdminPromoCodes'] });
  const server = saved.error ? serverErrorOf(saved.error) : null;
  const set = (patch: Partial<PromoCodeValues>) => setValues((v) => ({ ...v, ...patch }));
  const prefix = initial.id ?? 'new';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = promoCodeProblems(values);
    if (showErrors(problemMessages(FIELDS, problems, (problem) => t(m[problem])))) return;
    try {
      const result = await save({
        variables: {
          input: {
            id: values.id ?? null,
            code: values.code.trim(),
            tool: values.tool.trim(),
            descriptionDe: values.descriptionDe.trim(),
            descriptionEn: values.descriptionEn.trim(),
            active: values.active,
            workshopId: values.workshopId ?? null,
          },
        },
      });
      onDone(result.data?.savePromoCode.code ?? values.code);
    } catch (caught) {
      console.error('[promo-codes] Saving failed.', caught);
      showErrors(serverFieldErrors(caught, FIELDS));
    }
  };

  return (
    <form {...formProps} onSubmit={(event) => void submit(event)} className="promo-admin__form">
      <div className="promo-admin__fields">
        <TextField
          id={`${prefix}-promo-code`}
          name="code"
          label={t(m.code)}
          hint={t(m.codeHint)}
          required
          maxLength={PROMO_CODE_RULES.codeMaxLength}
          value={values.code}
          error={errors.code}
          onChange={(event) => set({ code: event.target.value })}
        />
        <TextField
          id={`${prefix}-promo-tool`}
          name="tool"
          label={t(m.tool)}
          required
          maxLength={PROMO_CODE_RULES.toolMaxLength}
          value={values.tool}
          error={errors.tool}
          onChange={(event) => set({ tool: event.target.value })}
        />
      </div>
      <TextAreaField
        id={`${prefix}-promo-de`}
        name="descriptionDe"
        label={t(m.descriptionDe)}
        required
        rows={2}
        value={values.descriptionDe}
        error={errors.descriptionDe}
        onChange={(event) => set({ descriptionDe: event.target.value })}
      />
      <TextAreaField
        id={`${prefix}-promo-en`}
        name="descriptionEn"
        label={t(m.descriptionEn)}
        required
        rows={2}
        value={values.descriptionEn}
        error={errors.descriptionEn}
        onChange={(event) => set({ descriptionEn: event.target.value })}
      />
      <Switch
        label={t(m.activeSwitch)}
        checked={values.active}
        stateLabels={{ on: t(m.on), off: t(m.off) }}
        onCheckedChange={(active) => set({ active })}
      />
      {server && (
        <Alert tone="danger" live="assertive" title={t(m.failed)}>
          {server.message && <p>{server.message}</p>}
        </Alert>
      )}
      <div className="promo-admin__buttons">
        <Button type="submit" size="sm" loading={saved.loading} loadingLabel={t(m.saving)}>
          {t(initial.id ? m.save : m.create)}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t(m.cancel)}
          </Button>
        )}
      </div>
    </form>
  );
}
