import { PATHS } from '@platform/domain';
import type { ComponentProps } from 'react';
import { AcademyWorkshopCard } from './AcademyWorkshopCard';

type CardWorkshop = ComponentProps<typeof AcademyWorkshopCard>['workshop'];

export interface AcademyWorkshopGridProps {
  workshops: readonly (CardWorkshop & { id: string })[];
  member: boolean;
  /** The next result is loading (the grid keeps showing the last one meanwhile). */
  busy: boolean;
}

/** The Academy listing's cards, linking to the workshops' pages. */
export function AcademyWorkshopGrid({ workshops, member, busy }: AcademyWorkshopGridProps) {
  return (
    <ul className="academy-grid" aria-busy={busy || undefined}>
      {workshops.map((workshop) => (
        <AcademyWorkshopCard
          key={workshop.id}
          workshop={workshop}
          member={member}
          detailBase={PATHS.academy}
        />
      ))}
    </ul>
  );
}
