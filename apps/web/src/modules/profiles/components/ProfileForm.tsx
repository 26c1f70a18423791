import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import {
  isOptionalHttpUrl,
  LIMITS,
  PROFILE_TEXT_LIMITS,
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
} from '@platform/domain';
import { Alert, Button, SelectField, TagInput, TextAreaField, TextField } from '@platform/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { serverFieldErrors, type FieldErrors } from '../../../shared/forms/field-errors';
import { formMessages } from '../../../shared/forms/form-messages';
import { useFormErrors } from '../../../shared/forms/useFormErrors';
import { graphql } from '../../../graphql/generated';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { fieldLabels, photoMessages, visibilityLabels } from '../profile-messages';
import {
  FORM_FIELDS,
  LINK_FIELDS,
  type FormField,
  type ProfileFormValues,
} from '../profile-form-values';
import { ProfilePhotoField, type PhotoChange } from './ProfilePhotoField';

export const ProfileForm_profile = graphql(`
  fragment ProfileForm_profile on Profile {
    displayName
    email
    headline
    bio
    skills
    company
    location
    photoUrl
    visibility
    links {
      linkedin
      website
      github
      twitter
    }
  }
`);

const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      id
      approvalStatus
      updatedAt
    }
  }
`);

const m = defineMessages({
  save: { id: 'member.profile.save', defaultMessage: 'Speichern' },
  saving: { id: 'member.profile.saving', defaultMessage: 'Wird gespeichert...' },
  cancel: { id: 'member.profile.cancel', defaultMessage: 'Abbrechen' },
  saveFailed: { id: 'member.profile.saveFailed', defaultMessage: 'Fehler beim Speichern' },
  checkFields: {
    id: 'member.profile.checkFields',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
  tryAgain: {
    id: 'member.profile.tryAgain',
    defaultMessage: 'Bitte versuchen Sie es erneut.',
  },
  linkInvalid: {
    id: 'member.profile.linkInvalid',
    defaultMessage: 'Bitte geben Sie eine vollständige Adresse ein, die mit https:// beginnt.',
  },
  linkPlaceholder: { id: 'member.profile.linkPlaceholder', defaultMessage: 'https://…' },
  skillsList: { id: 'member.profile.skillsList', defaultMessage: 'Ihre Fähigkeiten' },
  skillAdd: { id: 'member.profile.skillAdd', defaultMessage: 'Fähigkeit hinzufügen' },
  visibilityHint: {
    id: 'member.profile.visibilityHint',
    defaultMessage:
      'Privat: nur Sie. Nur Mitglieder: angemeldete Mitglieder. Öffentlich: alle, auch auf der Team-Seite (nach Freigabe).',
  },
  reviewHint: {
    id: 'member.profile.reviewHint',
    defaultMessage:
      'Neue Profile und Änderungen an Name, Überschrift, Text, Foto, Links oder Fähigkeiten prüft das Admin-Team, bevor andere sie sehen.',
  },
});

const skillsHintMessage = defineMessage<{ max: number }>({
  id: 'member.profile.skillsHint',
  defaultMessage: 'Mit Enter oder der Plus-Schaltfläche hinzufügen, höchstens {max}.',
});

const skillRemoveMessage = defineMessage<{ skill: string }>({
  id: 'member.profile.skillRemove',
  defaultMessage: '{skill} entfernen',
});

const skillDuplicateMessage = defineMessage<{ skill: string }>({
  id: 'member.profile.skillDuplicate',
  defaultMessage: '„{skill}“ steht schon in der Liste.',
});

const PHOTO_CODES = new Set(['NOT_AN_IMAGE', 'FILE_TOO_LARGE', 'IMAGE_PROCESSING_FAILED']);

export interface ProfileFormProps {
  /** The saved profile, or `null` when the member has none yet. */
  profile: FragmentType<typeof ProfileForm_profile> | null;
  /** Account name and e-mail, for a profile that does not exist yet. */
  account: { name: string; email: string };
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of the profile. Mounted fresh for each edit, so Cancel restores the saved values. */
export function ProfileForm({ profile, account, onSaved, onCancel }: ProfileFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, complete } = useFragment({ fragment: ProfileForm_profile, from: profile });
  const saved = profile && complete ? data : null;

  const [values, setValues] = useState<ProfileFormValues>(() => ({
    displayName: saved?.displayName ?? account.name,
    headline: saved?.headline ?? '',
    bio: saved?.bio ?? '',
    company: saved?.company ?? '',
    location: saved?.location ?? '',
    skills: [...(saved?.skills ?? [])],
    links: {
      linkedin: saved?.links.linkedin ?? '',
      website: saved?.links.website ?? '',
      github: saved?.links.github ?? '',
      twitter: saved?.links.twitter ?? '',
    },
    visibility: (PROFILE_VISIBILITIES as readonly string[]).includes(saved?.visibility ?? '')
      ? (saved?.visibility as ProfileVisibility)
      : 'private',
  }));
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const { formProps, errors, showErrors } = useFormErrors(FORM_FIELDS);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateMyProfileMutation, {
    refetchQueries: ['MyProfile'],
    awaitRefetchQueries: true,
  });

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const validate = (): FieldErrors<FormField> => {
    const found: FieldErrors<FormField> = {};
    if (!values.displayName.trim()) found.displayName = t(formMessages.nameRequired);
    for (const key of LINK_FIELDS) {
      if (!isOptionalHttpUrl(values.links[key])) found[`links.${key}`] = t(m.linkInvalid);
    }
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    setPhotoError(undefined);
    if (showErrors(validate())) return;
    try {
      await save({
        variables: {
          input: {
            displayName: values.displayName.trim(),
            headline: values.headline.trim(),
            bio: values.bio.trim(),
            company: values.company.trim(),
            location: values.location.trim(),
            skills: values.skills,
            links: {
              linkedin: values.links.linkedin.trim(),
              website: values.links.website.trim(),
              github: values.links.github.trim(),
              twitter: values.links.twitter.trim(),
            },
            visibility: values.visibility,
            ...(photo.kind === 'new' ? { photoDataUrl: photo.dataUrl } : {}),
            ...(photo.kind === 'remove' ? { removePhoto: true } : {}),
          },
        },
      });
      onSaved();
    } catch (error) {
      const details = serverErrorOf(error);
      if (details.code && PHOTO_CODES.has(details.code)) {
        setPhotoError(
          details.code === 'IMAGE_PROCESSING_FAILED'
            ? t(photoMessages.uploadFailed)
            : details.message,
        );
      }
      const serverFields = serverFieldErrors(error, FORM_FIELDS);
      setFormError(
        showErrors(serverFields) ? t(m.checkFields) : (details.message ?? t(m.tryAgain)),
      );
    }
  };

  return (
    <form {...formProps} className="profile-form" onSubmit={(e) => void onSubmit(e)}>
      <p className="profile-form__hint">{t(m.reviewHint)}</p>
      <ProfilePhotoField
        savedUrl={saved?.photoUrl ?? null}
        name={values.displayName || account.name}
        value={photo}
        onChange={setPhoto}
        serverError={photoError}
      />
      <TextField
        name="displayName"
        label={t(fieldLabels.displayName)}
        value={values.displayName}
        onChange={(e) => set('displayName', e.target.value)}
        required
        maxLength={PROFILE_TEXT_LIMITS.displayName}
        autoComplete="name"
        error={errors.displayName}
      />
      <TextField
        name="email"
        type="email"
        label={t(fieldLabels.email)}
        hint={t(fieldLabels.emailHint)}
        value={saved?.email ?? account.email}
        readOnly
      />
      <TextField
        name="headline"
        label={t(fieldLabels.headline)}
        hint={t(fieldLabels.headlineHint)}
        optionalLabel={t(formMessages.optional)}
        value={values.headline}
        onChange={(e) => set('headline', e.target.value)}
        maxLength={PROFILE_TEXT_LIMITS.headline}
        error={errors.headline}
      />
      <TextAreaField
        name="bio"
        label={t(fieldLabels.bio)}
        optionalLabel={t(formMessages.optional)}
        rows={4}
        value={values.bio}
        onChange={(e) => set('bio', e.target.value)}
        maxLength={PROFILE_TEXT_LIMITS.bio}
        error={errors.bio}
      />
      <div className="profile-form__pair">
        <TextField
          name="company"
          label={t(fieldLabels.company)}
          optionalLabel={t(formMessages.optional)}
          value={values.company}
          onChange={(e) => set('company', e.target.value)}
          maxLength={PROFILE_TEXT_LIMITS.company}
          autoComplete="organization"
          error={errors.company}
        />
        <TextField
          name="location"
          label={t(fieldLabels.location)}
          optionalLabel={t(formMessages.optional)}
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
          maxLength={PROFILE_TEXT_LIMITS.location}
          error={errors.location}
        />
      </div>
      <TagInput
        id="profile-skills"
        label={t(fieldLabels.skills)}
        hint={t(skillsHintMessage, { max: LIMITS.profile.maxSkills })}
        optionalLabel={t(formMessages.optional)}
        values={values.skills}
        onChange={(skills) => set('skills', skills)}
        maxTags={LIMITS.profile.maxSkills}
        maxLength={PROFILE_TEXT_LIMITS.skill}
        addLabel={t(m.skillAdd)}
        removeLabel={(skill) => t(skillRemoveMessage, { skill })}
        duplicateLabel={(skill) => t(skillDuplicateMessage, { skill })}
        listLabel={t(m.skillsList)}
        error={errors.skills}
      />
      <fieldset className="profile-form__links">
        <legend className="ui-field__label">{t(fieldLabels.links)}</legend>
        {LINK_FIELDS.map((key) => (
          <TextField
            key={key}
            name={`links.${key}`}
            type="url"
            inputMode="url"
            label={t(fieldLabels[key])}
            placeholder={t(m.linkPlaceholder)}
            value={values.links[key]}
            onChange={(e) => set('links', { ...values.links, [key]: e.target.value })}
            maxLength={PROFILE_TEXT_LIMITS.link}
            error={errors[`links.${key}`]}
          />
        ))}
      </fieldset>
      <SelectField
        name="visibility"
        label={t(fieldLabels.visibility)}
        hint={t(m.visibilityHint)}
        value={values.visibility}
        onChange={(e) => set('visibility', e.target.value as ProfileVisibility)}
        error={errors.visibility}
      >
        {PROFILE_VISIBILITIES.map((visibility) => (
          <option key={visibility} value={visibility}>
            {t(visibilityLabels[visibility])}
          </option>
        ))}
      </SelectField>
      <div aria-live="assertive">
        {formError && (
          <Alert tone="danger" live="off" title={t(m.saveFailed)}>
            <p>{formError}</p>
          </Alert>
        )}
      </div>
      <div className="profile-form__actions">
        <Button type="submit" loading={loading} loadingLabel={t(m.saving)}>
          {t(m.save)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
