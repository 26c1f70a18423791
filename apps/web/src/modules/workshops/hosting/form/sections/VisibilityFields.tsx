import { isOpenToVisitors } from '@platform/domain';
import { SelectField } from '@platform/ui';
import { useIntl } from 'react-intl';
import { workshopFormMessages as m } from '../workshop-form-messages';
import type { WorkshopSectionProps } from './section-props';

type Audience = 'everyone' | 'members';

/**
 * One choice: who sees the workshop. "Everyone" makes it open to visitors (the shared
 * predicate), "members" makes it members-only; guests without an account may register only
 * where everyone sees it, so choosing members turns guests off.
 */
export function VisibilityFields({ values, onChange }: Omit<WorkshopSectionProps, 'errors'>) {
  const t = useIntl().formatMessage;
  const audience: Audience = isOpenToVisitors(values) ? 'everyone' : 'members';
  return (
    <>
      <SelectField
        name="visibility"
        label={t(m.audience)}
        hint={t(audience === 'everyone' ? m.audienceEveryoneHint : m.audienceMembersHint)}
        value={audience}
        onChange={(event) =>
          onChange(
            event.target.value === 'members'
              ? { isPublic: false, visibility: 'members_only', guestRegistrationEnabled: false }
              : { isPublic: true, visibility: 'public' },
          )
        }
      >
        <option value="everyone">{t(m.audienceEveryone)}</option>
        <option value="members">{t(m.audienceMembers)}</option>
      </SelectField>
      {audience === 'everyone' && (
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
