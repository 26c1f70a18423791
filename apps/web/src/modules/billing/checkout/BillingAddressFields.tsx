import {
  BILLING_ADDRESS_LIMITS,
  BILLING_COUNTRIES,
  billingAddressProblems,
  type BillingAddress,
  type BillingAddressField,
} from '@platform/domain';
import { SelectField, TextField } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { problemMessages, type FieldErrors } from '../../../shared/forms/field-errors';

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

/** The address's controls in form order; their names are the address's fields. */
export const BILLING_ADDRESS_FIELDS = [
  'name',
  'company',
  'street',
  'postcode',
  'city',
  'country',
] as const satisfies readonly BillingAddressField[];

export interface BillingAddressState {
  address: BillingAddress;
  set: (field: BillingAddressField, value: string) => void;
  /** The messages for the address's problems (the server's rules, from libs/domain). */
  validate: () => FieldErrors<BillingAddressField>;
}

/**
 * The billing address of a paid order (a seat, the membership), checked by the same rules the
 * server uses; starts from the last address given, if any, else the buyer's name.
 */
export function useBillingAddress(
  initialName: string,
  previous?: BillingAddress | null,
): BillingAddressState {
  const t = useIntl().formatMessage;
  const [address, setAddress] = useState<BillingAddress>({
    name: previous?.name ?? initialName,
    company: previous?.company ?? '',
    street: previous?.street ?? '',
    postcode: previous?.postcode ?? '',
    city: previous?.city ?? '',
    country: previous?.country ?? 'DE',
  });
  return {
    address,
    set: (field, value) => setAddress((a) => ({ ...a, [field]: value })),
    validate: () =>
      problemMessages(BILLING_ADDRESS_FIELDS, billingAddressProblems(address), (problem) =>
        t(problem === 'required' ? m.addressRequired : m.addressInvalid),
      ),
  };
}

export function BillingAddressFields({
  state,
  errors,
}: {
  state: BillingAddressState;
  /** The messages shown beside the fields (see `useFormErrors`). */
  errors: FieldErrors<string>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const text = (
    field: Exclude<BillingAddressField, 'country'>,
    label: string,
    autoComplete: string,
    required: boolean,
  ) => (
    <TextField
      name={field}
      label={label}
      required={required}
      optionalLabel={required ? undefined : t(m.optional)}
      autoComplete={autoComplete}
      maxLength={BILLING_ADDRESS_LIMITS[field]}
      value={state.address[field] ?? ''}
      error={errors[field]}
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
        name="country"
        label={t(m.addressCountry)}
        autoComplete="billing country"
        value={state.address.country ?? 'DE'}
        error={errors.country}
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
