import { Alert, Button } from '@platform/ui';
import { useRef, useState, type ReactNode } from 'react';
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
  /** Billing address fields and other inputs (optional). */
  children?: ReactNode;
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
  /** Checks the caller's own fields; false stops the submit (they show their errors). */
  validate?: () => boolean;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * The summary before a paid order (§ 312j BGB): what, when, the price with VAT, the terms and
 * withdrawal information, then the one button that says the order costs money. The texts come
 * from the caller, so each page keeps its own message group.
 */
export function CheckoutStep(props: CheckoutStepProps) {
  const [accepted, setAccepted] = useState(false);
  const [touched, setTouched] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    setTouched(true);
    const fieldsOk = props.validate ? props.validate() : true;
    if (!fieldsOk) return;
    if (!accepted) {
      termsRef.current?.focus();
      return;
    }
    props.onSubmit();
  };
  return (
    <form
      className="checkout"
      noValidate
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
      {props.children}
      <div className="checkout__withdrawal">{props.withdrawal}</div>
      <ConsentCheckbox
        ref={termsRef}
        name="acceptTerms"
        label={props.termsLabel}
        checked={accepted}
        required
        onChange={setAccepted}
        error={touched && !accepted ? props.termsRequired : undefined}
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
