import {
  BILLING_ADDRESS_LIMITS,
  BILLING_COUNTRIES,
  billingAddressProblems,
  type BillingAddress,
  type BillingAddressField,
} from '@platform/domain';
import { SelectField, TextField } from '@platform/ui';
import { useRef, useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';

// The ids stay in the Academy's group: the workshop pages and /membership both load it.
const m = defineMessages({
  addressLegend: { id: 'academy.checkout.address', defaultMessage: 'Rechnungsadresse' },
  addressName: { id: 'academy.checkout.address.name', defaultMessage: 'Rechnung an (Name)' },
  addressCompany: {
    id: 'academy.checkout.address.company',
    defaultMessage: 'Firma oder Organisation',
  },
  addressStreet: { id: 'academy.checkout.address.street', defaultMessage: 'Straße und Hausnummer' },
  addressPostcode: { id: 'academy.checkout.address.postcode', defaultMessage: 'Postleitzahl' },
  addressCity: { id: 'academy.checkout.address.city', defaultMessage: 'Ort' },
  addressCountry: { id: 'academy.checkout.address.country', defaultMessage: 'Land' },
  optional: { id: 'academy.checkout.optional', defaultMessage: '(optional)' },
  addressRequired: {
    id: 'academy.checkout.address.required',
    defaultMessage: 'Bitte ausfüllen.',
  },
  addressInvalid: {
    id: 'academy.checkout.address.invalid',
    defaultMessage: 'Bitte prüfen Sie diese Angabe.',
  },
});

export interface BillingAddressState {
  address: BillingAddress;
  set: (field: BillingAddressField, value: string) => void;
  /** Shows the problems (rules from libs/domain) and focuses the first; true when fine. */
  validate: () => boolean;
  problems: ReturnType<typeof billingAddressProblems>;
  shown: boolean;
  refs: RefObject<Partial<Record<BillingAddressField, HTMLInputElement | null>>>;
}

/**
 * The billing address of a paid order (a seat, the membership), checked by the same rules the
 * server uses; starts from the last address given, if any, else the buyer's name.
 */
export function useBillingAddress(
  initialName: string,
  previous?: BillingAddress | null,
): BillingAddressState {
  const [address, setAddress] = useState<BillingAddress>({
    name: previous?.name ?? initialName,
    company: previous?.company ?? '',
    street: previous?.street ?? '',
    postcode: previous?.postcode ?? '',
    city: previous?.city ?? '',
    country: previous?.country ?? 'DE',
  });
  const [shown, setShown] = useState(false);
  const refs: BillingAddressState['refs'] = useRef({});
  const problems = billingAddressProblems(address);
  return {
    address,
    problems,
    shown,
    refs,
    set: (field, value) => setAddress((a) => ({ ...a, [field]: value })),
    validate: () => {
      setShown(true);
      const first = (['name', 'company', 'street', 'postcode', 'city'] as const).find(
        (f) => problems[f],
      );
      if (first) refs.current[first]?.focus();
      return Object.keys(problems).length === 0;
    },
  };
}

export function BillingAddressFields({ state }: { state: BillingAddressState }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const error = (field: BillingAddressField) => {
    const problem = state.shown ? state.problems[field] : undefined;
    if (!problem) return undefined;
    return t(problem === 'required' ? m.addressRequired : m.addressInvalid);
  };
  const text = (
    field: Exclude<BillingAddressField, 'country'>,
    label: string,
    autoComplete: string,
    required: boolean,
  ) => (
    <TextField
      ref={(el) => {
        state.refs.current[field] = el;
      }}
      label={label}
      required={required}
      optionalLabel={required ? undefined : t(m.optional)}
      autoComplete={autoComplete}
      maxLength={BILLING_ADDRESS_LIMITS[field]}
      value={state.address[field] ?? ''}
      error={error(field)}
      onChange={(event) => state.set(field, event.target.value)}
    />
  );
  return (
    <fieldset className="checkout__address">
      <legend>{t(m.addressLegend)}</legend>
      {text('name', t(m.addressName), 'billing name', false)}
      {text('company', t(m.addressCompany), 'billing organization', false)}
      {text('street', t(m.addressStreet), 'billing street-address', true)}
      {text('postcode', t(m.addressPostcode), 'billing postal-code', true)}
      {text('city', t(m.addressCity), 'billing address-level2', true)}
      <SelectField
        label={t(m.addressCountry)}
        autoComplete="billing country"
        value={state.address.country ?? 'DE'}
        onChange={(event) => state.set('country', event.target.value)}
      >
        {BILLING_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {names.of(code) ?? code}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
