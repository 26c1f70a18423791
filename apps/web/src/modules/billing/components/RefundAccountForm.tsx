import { isValidIban, normalizeIban } from '@platform/domain';
import { Alert, Button, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormErrors } from '../../../shared/forms/useFormErrors';

const m = defineMessages({
  intro: {
    id: 'billing.refund.intro',
    defaultMessage:
      'Ihre Zahlung erstatten wir per Überweisung. Bitte nennen Sie uns die IBAN Ihres Kontos; wir löschen sie, sobald die Erstattung erfolgt ist.',
  },
  iban: { id: 'billing.refund.iban', defaultMessage: 'IBAN für die Erstattung' },
  invalid: {
    id: 'billing.refund.invalid',
    defaultMessage: 'Bitte geben Sie eine gültige IBAN ein.',
  },
  save: { id: 'billing.refund.save', defaultMessage: 'IBAN senden' },
  saved: {
    id: 'billing.refund.saved',
    defaultMessage: 'Danke! Wir überweisen den Betrag auf dieses Konto.',
  },
  given: {
    id: 'billing.refund.given',
    defaultMessage: 'Ihre IBAN liegt uns vor; die Erstattung ist unterwegs.',
  },
  failed: {
    id: 'billing.refund.failed',
    defaultMessage: 'Die IBAN konnte nicht gespeichert werden.',
  },
});

const FIELDS = ['iban'] as const;

/**
 * Asks for the account a refund goes to: the IBAN is checked here with the same mod-97 rule as
 * on the server, then handed to `onSave` (the guest's link or the member's mutation).
 */
export function RefundAccountForm({
  given,
  onSave,
}: {
  given: boolean;
  onSave: (iban: string) => Promise<void>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [iban, setIban] = useState('');
  const { formProps, errors, showErrors } = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  if (given || saved)
    return (
      <Alert tone="success" live="off" className="billing-refund">
        <p>{t(saved ? m.saved : m.given)}</p>
      </Alert>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const clean = normalizeIban(iban);
    if (showErrors(isValidIban(clean) ? {} : { iban: t(m.invalid) })) return;
    setSaving(true);
    try {
      await onSave(clean);
      setSaved(true);
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : t(m.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form {...formProps} className="billing-refund" onSubmit={(e) => void submit(e)}>
      <p>{t(m.intro)}</p>
      <TextField
        label={t(m.iban)}
        name="iban"
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        maxLength={42}
        value={iban}
        error={errors.iban}
        onChange={(e) => setIban(e.target.value)}
      />
      <Button type="submit" size="sm" loading={saving}>
        {t(m.save)}
      </Button>
      {failure && (
        <Alert tone="danger" live="off">
          <p>{failure}</p>
        </Alert>
      )}
    </form>
  );
}
