import type { FragmentType } from '@apollo/client';
import { PATHS } from '@platform/domain';
import { buttonClassName } from '@platform/ui';
import { defineMessage, useIntl } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { fragmentData } from '../../../shared/graphql/fragment-data';
import { icsFileName, workshopIcsHref } from './workshop-ics';

export const AddToCalendarLink_workshop = graphql(`
  fragment AddToCalendarLink_workshop on Workshop {
    id
    slug
    title
    description
    format
    location
    startTime
    durationMinutes
    nextSession {
      id
      startsAt
    }
  }
`);

const m = {
  label: defineMessage({ id: 'academy.calendar.add', defaultMessage: 'Zum Kalender hinzufügen' }),
  named: defineMessage<{ title: string | number }>({
    id: 'academy.calendar.named',
    defaultMessage: '„{title}“ zum Kalender hinzufügen (.ics-Datei)',
  }),
};

/** Downloads the workshop's next date as an .ics calendar file. */
export function AddToCalendarLink({
  workshop,
}: {
  workshop: FragmentType<typeof AddToCalendarLink_workshop>;
}) {
  const t = useIntl().formatMessage;
  const data = fragmentData<typeof AddToCalendarLink_workshop>(workshop);
  const href = workshopIcsHref(
    {
      id: data.id,
      title: data.title,
      description: data.description,
      location: data.format === 'online' ? null : data.location,
      start: data.nextSession?.startsAt ?? data.startTime,
      durationMinutes: data.durationMinutes,
      url: `${window.location.origin}${PATHS.workshops}/${data.slug}`,
    },
    window.location.host,
  );
  return (
    <a
      href={href}
      download={icsFileName(data.slug)}
      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
      aria-label={t(m.named, { title: data.title })}
    >
      {t(m.label)}
    </a>
  );
}
