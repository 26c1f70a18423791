import { SelectField, Switch } from '@platform/ui';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import type { WorkshopSectionProps } from './section-props';

/**
 * Public or not, for whom, and whether guests without an account may register: only a
 * workshop that is public by both may take guests, so turning either off turns guests off.
 */
export function VisibilityFields({ values, onChange }: Omit<WorkshopSectionProps, 'errors'>) {
  const t = useIntl().formatMessage;
  return (
    <>
      <Switch
        name="isPublic"
        label={t(m.isPublic)}
        description={t(m.isPublicHint)}
        stateLabels={{ on: t(m.on), off: t(m.off) }}
        checked={values.isPublic}
        onCheckedChange={(isPublic) =>
          onChange(isPublic ? { isPublic } : { isPublic, guestRegistrationEnabled: false })
        }
      />
      <SelectField
        name="visibility"
        label={t(m.visibility)}
        value={values.visibility}
        onChange={(event) =>
          onChange(
            event.target.value === 'members_only'
              ? { visibility: 'members_only', guestRegistrationEnabled: false }
              : { visibility: 'public' },
          )
        }
      >
        <option value="public">{t(m.visibilityPublic)}</option>
        <option value="members_only">{t(m.visibilityMembers)}</option>
      </SelectField>
      {values.isPublic && values.visibility === 'public' && (
        <label className="ws-checkbox">
          <input
            type="checkbox"
            name="guestRegistrationEnabled"
            checked={values.guestRegistrationEnabled}
            onChange={(event) => onChange({ guestRegistrationEnabled: event.target.checked })}
          />
          <span>{t(m.guests)}</span>
        </label>
      )}
    </>
  );
}
