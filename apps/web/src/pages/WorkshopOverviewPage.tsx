import { PATHS } from '@platform/domain';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PublicWorkshopOverview } from '../modules/workshops/catalog/PublicWorkshopOverview';
import { CallToAction } from '../modules/marketing/components/CallToAction';
import { PageHero } from '../modules/marketing/components/PageHero';
import '../modules/workshops/catalog/academy.css';

const m = defineMessages({
  metaTitle: { id: 'academy.overview.meta.title', defaultMessage: 'Workshops' },
  metaDescription: {
    id: 'academy.overview.meta.description',
    defaultMessage:
      'Alle kommenden Workshops der Community auf einen Blick – mit Terminen und Preisen.',
  },
  title: { id: 'academy.overview.title', defaultMessage: 'Workshops' },
  lead: {
    id: 'academy.overview.lead',
    defaultMessage:
      'Lernen Sie von Praktikerinnen und Praktikern: Workshops online, vor Ort und hybrid. Alle Zeiten in deutscher Zeit (Europe/Berlin).',
  },
  ctaTitle: {
    id: 'academy.overview.ctaTitle',
    defaultMessage: 'Sie möchten selbst Wissen weitergeben?',
  },
  ctaText: {
    id: 'academy.overview.ctaText',
    defaultMessage:
      'Teilen Sie Ihre Expertise – als Workshop-Leitung oder als Expertin und Experte im Team.',
  },
  ctaAction: { id: 'academy.overview.ctaAction', defaultMessage: 'Expertise teilen' },
});

/** `/workshop`: the public workshop overview. */
export function WorkshopOverviewPage() {
  const t = useIntl().formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });
  return (
    <>
      <PageHero title={t(m.title)} lead={t(m.lead)} />
      <div className="mk-section">
        <div className="app-container">
          <PublicWorkshopOverview />
        </div>
      </div>
      <CallToAction
        title={t(m.ctaTitle)}
        text={t(m.ctaText)}
        actions={
          <LinkButton to={PATHS.shareExpertise} variant="secondary">
            {t(m.ctaAction)}
          </LinkButton>
        }
      />
    </>
  );
}
