import { Alert, Button } from '@platform/ui';
import { useMemo, useState, type ReactNode } from 'react';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { ConsentCheckbox } from '../../auth';
import './checkout.css';

export interface CheckoutFact {
  label: ReactNode;
  value: ReactNode;
}

export interface CheckoutStepProps {
  /** Heading of the summary ("Ihre Bestellung"). */
  title: ReactNode;
  /** What is bought: name, date, place, price with VAT, term… */
  facts: readonly CheckoutFact[];
  /**
   * Billing address fields and other inputs (optional); a function gets the messages to show
   * beside them (keyed by their controls' names).
   */
  children?: ReactNode | ((errors: FieldErrors<string>) => ReactNode);
  /** What applies to withdrawal and cancellation, with links. */
  withdrawal: ReactNode;
  /** The label of the terms checkbox (with the links to the terms). */
  termsLabel: ReactNode;
  /** Shown when the box is not ticked. */
  termsRequired: string;
  /** "Zahlungspflichtig anmelden" / "Zahlungspflichtig bestellen". */
  submitLabel: string;
  submittingLabel: string;
  backLabel: string;
  loading: boolean;
  /** A refusal from the server (already in the reader's language). */
  error?: ReactNode;
  /** The names of the caller's controls in form order (they come before the terms box). */
  fields?: readonly string[];
  /** The caller's fields' messages by control name (from libs/domain rules); empty when fine. */
  validate?: () => FieldErrors<string>;
  onSubmit: () => void;
  onBack: () => void;
}

const TERMS = 'acceptTerms';

/**
 * The summary before a paid order (§ 312j BGB): what, when, the price with VAT, the terms and
 * withdrawal information, then the one button that says the order costs money. The texts come
 * from the caller, so each page keeps its own message group.
 */
export function CheckoutStep(props: CheckoutStepProps) {
  const [accepted, setAccepted] = useState(false);
  const fields = useMemo(() => [...(props.fields ?? []), TERMS], [props.fields]);
  const { formProps, errors, showErrors } = useFormErrors(fields);
  const submit = () => {
    const found: FieldErrors<string> = { ...props.validate?.() };
    if (!accepted) found[TERMS] = props.termsRequired;
    if (!showErrors(found)) props.onSubmit();
  };
  return (
    <form
      {...formProps}
      className="checkout"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="checkout__title" tabIndex={-1}>
        {props.title}
      </h3>
      <dl className="checkout__facts">
        {props.facts.map((fact, index) => (
          <div key={index} className="checkout__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {typeof props.children === 'function' ? props.children(errors) : props.children}
      <div className="checkout__withdrawal">{props.withdrawal}</div>
      <ConsentCheckbox
        name={TERMS}
        label={props.termsLabel}
        checked={accepted}
        required
        onChange={setAccepted}
        error={errors[TERMS]}
      />
      {props.error && (
        <Alert tone="danger" live="assertive">
          {props.error}
        </Alert>
      )}
      <div className="checkout__actions">
        <Button type="submit" loading={props.loading} loadingLabel={props.submittingLabel}>
          {props.submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onBack} disabled={props.loading}>
          {props.backLabel}
        </Button>
      </div>
    </form>
  );
}
