import '../projects.css';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  EMPLOYER_PERMISSIONS,
  GERMAN_REGION_CODES,
  GERMAN_REGIONS,
  SPECIALIST_LIMITS,
  checkSpecialistTerms,
  type EmployerPermission,
  type SpecialistTermsDraft,
} from '@platform/domain';
import { Button, SelectField, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { CheckOption } from './CheckOption';
import { NoticeAlerts, type Notice } from './NoticeAlerts';
import { RateField } from './RateField';
import type { MySpecialistTermsQuery as MySpecialistTermsData } from '../../../graphql/generated/graphql';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { permissionMessages, termsProblemMessages } from '../team-messages';

/** What the form reads and gets back of the terms (spread with `@unmask`). */
export const SpecialistTermsForm_terms = graphql(`
  fragment SpecialistTermsForm_terms on SpecialistTerms {
    hoursPerWeek
    availableFrom
    remote
    regions
    rateMinCents
    rateMaxCents
    employerPermission
    permissionGrantedOn
    hasPermissionDocument
  }
`);

export const MySpecialistTermsQuery = graphql(`
  query MySpecialistTerms {
    mySpecialistTerms {
      ...SpecialistTermsForm_terms @unmask
    }
  }
`);

const UpdateMySpecialistTermsMutation = graphql(`
  mutation UpdateMySpecialistTerms($input: SpecialistTermsInput!) {
    updateMySpecialistTerms(input: $input) {
      ...SpecialistTermsForm_terms @unmask
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  title: {
    id: 'projects.terms.title',
    defaultMessage: 'Für Projekte: Verfügbarkeit und Konditionen',
  },
  intro: {
    id: 'projects.terms.intro',
    defaultMessage:
      'Damit wir Ihnen passende Projekte anbieten können. Stundensatz und Genehmigung sehen nur unsere Admins.',
  },
  hours: { id: 'projects.terms.hours', defaultMessage: 'Stunden pro Woche' },
  from: { id: 'projects.terms.from', defaultMessage: 'Verfügbar ab' },
  where: { id: 'projects.terms.where', defaultMessage: 'Wo Sie arbeiten können' },
  remote: { id: 'projects.terms.remote', defaultMessage: 'Remote' },
  rateMin: { id: 'projects.terms.rateMin', defaultMessage: 'Stundensatz von (€)' },
  rateMax: { id: 'projects.terms.rateMax', defaultMessage: 'Stundensatz bis (€)' },
  permission: {
    id: 'projects.terms.permission',
    defaultMessage: 'Genehmigung des Hauptarbeitgebers (Nebentätigkeit)',
  },
  choose: { id: 'projects.terms.choose', defaultMessage: 'Bitte wählen' },
  grantedOn: { id: 'projects.terms.grantedOn', defaultMessage: 'Erteilt am' },
  document: {
    id: 'projects.terms.document',
    defaultMessage: 'Genehmigung als PDF (optional, höchstens 5 MB)',
  },
  documentKept: { id: 'projects.terms.documentKept', defaultMessage: 'Ein PDF liegt vor.' },
  removeDocument: { id: 'projects.terms.removeDocument', defaultMessage: 'PDF entfernen' },
  save: { id: 'projects.terms.save', defaultMessage: 'Projektangaben übernehmen' },
  saving: { id: 'projects.terms.saving', defaultMessage: 'Wird gespeichert …' },
  saved: { id: 'projects.terms.saved', defaultMessage: 'Gespeichert.' },
  failed: { id: 'projects.terms.failed', defaultMessage: 'Das Speichern hat nicht geklappt.' },
  tooLarge: { id: 'projects.terms.tooLarge', defaultMessage: 'Die Datei ist größer als 5 MB.' },
});

interface Values {
  hours: string;
  from: string;
  remote: boolean;
  regions: string[];
  rateMin: string;
  rateMax: string;
  permission: string;
  grantedOn: string;
}

const toInt = (value: string) => (value.trim() === '' ? null : Number(value));
const toCents = (value: string) =>
  value.trim() === '' ? null : Math.round(Number(value.replace(',', '.')) * 100);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A specialist's availability, places, rate range and employer's permission (profile tab). */
export function SpecialistTermsForm() {
  const { data } = useQuery(MySpecialistTermsQuery, { fetchPolicy: 'cache-and-network' });
  const terms = data?.mySpecialistTerms;
  return terms ? <TermsForm terms={terms} /> : null;
}

type Terms = NonNullable<MySpecialistTermsData['mySpecialistTerms']>;

const euroText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : String(cents / 100);

function TermsForm({ terms }: { terms: Terms }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const [save] = useMutation(UpdateMySpecialistTermsMutation);
  const [values, setValues] = useState<Values>(() => ({
    hours: terms.hoursPerWeek?.toString() ?? '',
    from: terms.availableFrom ?? '',
    remote: terms.remote,
    regions: [...terms.regions],
    rateMin: euroText(terms.rateMinCents),
    rateMax: euroText(terms.rateMaxCents),
    permission: terms.employerPermission ?? '',
    grantedOn: terms.permissionGrantedOn ?? '',
  }));
  const [file, setFile] = useState<File | null>(null);
  const [removeDocument, setRemoveDocument] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const draft: SpecialistTermsDraft = {
      hoursPerWeek: toInt(values.hours),
      availableFrom: values.from || null,
      remote: values.remote,
      regions: values.regions,
      rateMinCents: toCents(values.rateMin),
      rateMaxCents: toCents(values.rateMax),
      employerPermission: (values.permission || null) as EmployerPermission | null,
      permissionGrantedOn: values.grantedOn || null,
    };
    const problems = checkSpecialistTerms(draft);
    const shown = Object.fromEntries(
      Object.entries(problems).map(([field, code]) => [field, t(termsProblemMessages[code])]),
    );
    if (file && file.size > SPECIALIST_LIMITS.permissionPdfMaxBytes) shown.document = t(m.tooLarge);
    setErrors(shown);
    if (Object.keys(shown).length > 0) return;
    setBusy(true);
    try {
      await save({
        variables: {
          input: {
            ...draft,
            regions: [...draft.regions],
            permissionDocument: file ? await readAsDataUrl(file) : null,
            removePermissionDocument: removeDocument,
          },
        },
      });
      setFile(null);
      setRemoveDocument(false);
      setNotice({ tone: 'success', text: t(m.saved) });
    } catch (failure) {
      const { message, fields } = serverErrorOf(failure);
      setErrors(fields);
      setNotice({ tone: 'danger', text: message ?? t(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mk-panel project-terms" aria-labelledby="project-terms-title">
      <h2 id="project-terms-title" className="mk-panel__title">
        {t(m.title)}
      </h2>
      <p>{t(m.intro)}</p>
      <form className="mk-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="mk-form__row">
          <TextField
            name="hoursPerWeek"
            type="number"
            inputMode="numeric"
            min={SPECIALIST_LIMITS.minHoursPerWeek}
            max={SPECIALIST_LIMITS.maxHoursPerWeek}
            label={t(m.hours)}
            value={values.hours}
            error={errors.hoursPerWeek}
            onChange={(event) => set({ hours: event.target.value })}
          />
          <TextField
            name="availableFrom"
            type="date"
            label={t(m.from)}
            value={values.from}
            error={errors.availableFrom}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <fieldset className="project-check-group">
          <legend>{t(m.where)}</legend>
          <CheckOption name="remote" checked={values.remote} onChange={(remote) => set({ remote })}>
            {t(m.remote)}
          </CheckOption>
          {GERMAN_REGION_CODES.map((code) => (
            <CheckOption
              key={code}
              name="regions"
              value={code}
              checked={values.regions.includes(code)}
              onChange={(checked) =>
                set({
                  regions: checked
                    ? [...values.regions, code]
                    : values.regions.filter((r) => r !== code),
                })
              }
            >
              {GERMAN_REGIONS[code][locale]}
            </CheckOption>
          ))}
          {errors.regions && <p className="project-error">{errors.regions}</p>}
        </fieldset>
        <div className="mk-form__row">
          <RateField
            name="rateMin"
            label={t(m.rateMin)}
            value={values.rateMin}
            error={errors.rateMinCents}
            onChange={(rateMin) => set({ rateMin })}
          />
          <RateField
            name="rateMax"
            label={t(m.rateMax)}
            value={values.rateMax}
            error={errors.rateMaxCents}
            onChange={(rateMax) => set({ rateMax })}
          />
        </div>
        <SelectField
          name="employerPermission"
          label={t(m.permission)}
          value={values.permission}
          error={errors.employerPermission}
          onChange={(event) => set({ permission: event.target.value })}
        >
          <option value="">{t(m.choose)}</option>
          {EMPLOYER_PERMISSIONS.map((p) => (
            <option key={p} value={p}>
              {t(permissionMessages[p])}
            </option>
          ))}
        </SelectField>
        {values.permission === 'granted' && (
          <div className="mk-form__row">
            <TextField
              name="permissionGrantedOn"
              type="date"
              label={t(m.grantedOn)}
              required
              value={values.grantedOn}
              error={errors.permissionGrantedOn}
              onChange={(event) => set({ grantedOn: event.target.value })}
            />
            <TextField
              name="permissionDocument"
              type="file"
              accept="application/pdf"
              label={t(m.document)}
              hint={terms.hasPermissionDocument && !removeDocument ? t(m.documentKept) : undefined}
              error={errors.document}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
        )}
        {values.permission === 'granted' && terms.hasPermissionDocument && (
          <CheckOption checked={removeDocument} onChange={setRemoveDocument}>
            {t(m.removeDocument)}
          </CheckOption>
        )}
        <NoticeAlerts notice={notice} />
        <div className="mk-form__actions">
          <Button type="submit" loading={busy} loadingLabel={t(m.saving)}>
            {t(m.save)}
          </Button>
        </div>
      </form>
    </section>
  );
}
