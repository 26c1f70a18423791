import { SPECIALIST_LIMITS } from '@platform/domain';
import { TextField } from '@platform/ui';
import type { ReactNode } from 'react';

/** An hourly rate in euros (the specialist's range, the rate a proposal names). */
export function RateField(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      name={props.name}
      type="number"
      inputMode="decimal"
      min={SPECIALIST_LIMITS.minRateEuros}
      max={SPECIALIST_LIMITS.maxRateEuros}
      label={props.label}
      hint={props.hint}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
