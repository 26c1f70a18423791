import type { FragmentType } from '@apollo/client';
import type { Unmasked } from '@apollo/client/masking';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { checkWorkshopDraft, memberPriceCents, PATHS } from '@platform/domain';
import { Button } from '@platform/ui';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  AcademyWorkshopCard,
  type AcademyWorkshopCard_workshop,
} from '../../catalog/AcademyWorkshopCard';
import { untypedMessages } from '../../../../shared/i18n/untyped-messages';
import { draftInputOf, type WorkshopFormValues } from './workshop-form-values';

const m = untypedMessages(
  defineMessages({
    show: { id: 'memberWorkshops.preview.show', defaultMessage: 'Vorschau der Karte anzeigen' },
    hide: { id: 'memberWorkshops.preview.hide', defaultMessage: 'Vorschau ausblenden' },
    title: {
      id: 'memberWorkshops.preview.title',
      defaultMessage: 'So erscheint Ihr Workshop in der Academy',
    },
    hint: {
      id: 'memberWorkshops.preview.hint',
      defaultMessage: 'Nach der Freigabe durch unser Team sehen ihn andere so.',
    },
    untitled: { id: 'memberWorkshops.preview.untitled', defaultMessage: 'Ihr Workshop-Titel' },
  }),
);

/** The Academy's discount for members unless an admin sets another (the database default). */
const DEFAULT_MEMBER_DISCOUNT_PERCENT = 50;
const PREVIEW_ID = 'workshop-form-preview';
/** The card takes its fragment's masked type; it reads the fields from the object itself. */
type PreviewRef = FragmentType<typeof AcademyWorkshopCard_workshop>;

/**
 * The Academy's own card, filled from the form (cleaned by the shared draft rules), shown before
 * sending. The card reads its fields from the object it is given (`fragmentData`), so the
 * preview hands it the whole data.
 */
export function CardPreview({ values }: { values: WorkshopFormValues }) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  const ref = useMemo(() => {
    if (!open) return null;
    const { draft } = checkWorkshopDraft(draftInputOf(values, { withPrice: true }), {
      now: new Date(),
      startMustBeFuture: false,
    });
    const start = Number.isNaN(draft.startsAt.getTime()) ? new Date() : draft.startsAt;
    const base = priceOf(values);
    const data: Unmasked<ResultOf<typeof AcademyWorkshopCard_workshop>> = {
      __typename: 'Workshop',
      id: PREVIEW_ID,
      slug: PREVIEW_ID,
      title: draft.title || t(m.untitled),
      category: draft.category,
      description: draft.description,
      format: draft.format,
      location: draft.location,
      startTime: start.toISOString(),
      durationMinutes: Number.isFinite(draft.durationMinutes) ? draft.durationMinutes : 0,
      availableSpots: Number.isFinite(draft.maxParticipants) ? draft.maxParticipants : 0,
      isFeatured: false,
      tags: draft.tags,
      posterUrl: null,
      posterIsPdf: false,
      ratingAverage: null,
      ratingCount: 0,
      nextSession: {
        __typename: 'WorkshopSession',
        id: `${PREVIEW_ID}-s`,
        startsAt: start.toISOString(),
      },
      basePriceCents: base,
      memberPriceCents: memberPriceCents(base, DEFAULT_MEMBER_DISCOUNT_PERCENT),
      memberDiscountPercent: DEFAULT_MEMBER_DISCOUNT_PERCENT,
      myRegistration: null,
    };
    return data as unknown as PreviewRef;
  }, [open, values, t]);

  return (
    <section className="ws-preview" aria-labelledby="ws-preview-title">
      <h2 id="ws-preview-title" className="ws-preview__title">
        {t(m.title)}
      </h2>
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls="ws-preview-card"
        onClick={() => setOpen((shown) => !shown)}
      >
        {t(open ? m.hide : m.show)}
      </Button>
      <div id="ws-preview-card" hidden={!open}>
        {ref && (
          <>
            <p className="ui-field__hint">{t(m.hint)}</p>
            {/* A picture of the card: its link leads nowhere yet, so it is not reachable. */}
            <ul className="ws-preview__list" inert>
              <AcademyWorkshopCard workshop={ref} member={false} detailBase={PATHS.academy} />
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function priceOf(values: WorkshopFormValues): number {
  const cents = draftInputOf(values, { withPrice: true }).basePriceCents ?? 0;
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : 0;
}
