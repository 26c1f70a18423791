import { defineMessages, useIntl } from 'react-intl';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { AcademyFeedLink } from '../modules/calendar-feeds';
import { PageHero } from '../modules/marketing/components/PageHero';
import { AcademyBenefits } from '../modules/workshops/catalog/AcademyBenefits';
import { AcademyWorkshopList } from '../modules/workshops/catalog/AcademyWorkshopList';
import { MembershipPrompt } from '../modules/workshops/catalog/MembershipPrompt';
import { useViewer } from '../modules/workshops/catalog/useViewer';
import '../modules/workshops/catalog/academy.css';

const m = defineMessages({
  metaTitle: { id: 'academy.meta.title', defaultMessage: 'Academy – Workshops der Community' },
  metaDescription: {
    id: 'academy.meta.description',
    defaultMessage:
      'Workshops für Selbstständige und Gründer: online, vor Ort und hybrid. Mitglieder lernen zum halben Preis.',
  },
  eyebrow: { id: 'academy.hero.eyebrow', defaultMessage: 'Academy' },
  title: { id: 'academy.hero.title', defaultMessage: 'Gemeinsam lernen in der Academy' },
  lead: {
    id: 'academy.hero.lead',
    defaultMessage:
      'Praxisnahe Workshops von Mitgliedern für Selbstständige, Gründer und alle, die Neues ausprobieren wollen – online, vor Ort oder hybrid.',
  },
  checking: { id: 'academy.checking', defaultMessage: 'Workshops werden geladen…' },
});

/** `/academy`: the banner, membership prompt or benefits, and the workshop list. */
export function AcademyPage() {
  const t = useIntl().formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });
  const viewer = useViewer();

  return (
    <>
      <PageHero
        className="academy-hero"
        eyebrow={t(m.eyebrow)}
        title={t(m.title)}
        lead={t(m.lead)}
        // Visitors are most; their prompt is there from the first paint (no shift when the
        // sign-in check ends), members get their benefits in its place; a lapsed account the prompt
        // to renew.
        aside={
          viewer.ready && viewer.benefits ? (
            <AcademyBenefits />
          ) : (
            <MembershipPrompt lapsed={viewer.ready && viewer.lapsed} />
          )
        }
      />
      <div className="mk-section academy-list-region">
        <div className="app-container">
          {viewer.ready ? (
            <AcademyWorkshopList key={viewer.key} member={viewer.benefits} />
          ) : (
            <p role="status">{t(m.checking)}</p>
          )}
          <AcademyFeedLink />
        </div>
      </div>
    </>
  );
}
