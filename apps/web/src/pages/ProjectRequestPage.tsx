import { defineMessages, useIntl } from 'react-intl';
import { Island } from '../islands/Island';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { PageHero } from '../modules/marketing/components/PageHero';
import { ProjectRequestForm } from '../modules/projects';

const m = defineMessages({
  metaTitle: { id: 'projects.meta.title', defaultMessage: 'Projekt anfragen' },
  metaDescription: {
    id: 'projects.meta.description',
    defaultMessage:
      'Beschreiben Sie Ihr Innovationsprojekt: Wir stellen Ihnen erfahrene Fachleute zusammen, die nebenberuflich und stundenweise mitarbeiten.',
  },
  eyebrow: { id: 'projects.hero.eyebrow', defaultMessage: 'Bedarfsanalyse' },
  title: { id: 'projects.hero.title', defaultMessage: 'Projekt anfragen' },
  lead: {
    id: 'projects.hero.lead',
    defaultMessage:
      'Erzählen Sie uns, woran Sie arbeiten und welche Fähigkeiten Ihnen fehlen. Wir suchen passende Fachleute aus unserem Netzwerk und schlagen Ihnen ein Team vor.',
  },
  formTitle: { id: 'projects.form.title', defaultMessage: 'Ihre Anfrage' },
  formIntro: {
    id: 'projects.form.intro',
    defaultMessage:
      'Felder ohne „optional“ sind Pflichtfelder. Ihre Angaben verwenden wir nur für Ihre Anfrage.',
  },
  stepsTitle: { id: 'projects.steps.title', defaultMessage: 'So geht es weiter' },
  step1: {
    id: 'projects.steps.analysis',
    defaultMessage: 'Bedarfsanalyse: Wir lesen Ihre Anfrage und melden uns bei Rückfragen.',
  },
  step2: {
    id: 'projects.steps.matching',
    defaultMessage: 'Expert-Matching: Wir suchen Fachleute mit den passenden Fähigkeiten.',
  },
  step3: {
    id: 'projects.steps.team',
    defaultMessage: 'Teamvorschlag: Sie sehen das vorgeschlagene Team und entscheiden.',
  },
  step4: {
    id: 'projects.steps.start',
    defaultMessage: 'Projektstart: Abgerechnet werden nur die geleisteten Stunden.',
  },
  follow: {
    id: 'projects.steps.follow',
    defaultMessage:
      'Per E-Mail erhalten Sie einen persönlichen Link, über den Sie den Stand jederzeit sehen – ganz ohne Konto.',
  },
  contactTitle: { id: 'projects.contact.title', defaultMessage: 'Erst eine Frage?' },
  contactAction: { id: 'projects.contact.action', defaultMessage: 'Kontakt aufnehmen' },
});

/** "Projekt anfragen": a public page, prerendered in both languages. */
export function ProjectRequestPage() {
  const t = useIntl().formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });
  return (
    <>
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} lead={t(m.lead)} />
      <div className="mk-section">
        <div className="app-container mk-columns">
          <section className="mk-panel" aria-labelledby="project-form-title">
            <h2 id="project-form-title" className="mk-panel__title">
              {t(m.formTitle)}
            </h2>
            <p className="mk-form__note">{t(m.formIntro)}</p>
            <Island name="project-request-form">
              <ProjectRequestForm />
            </Island>
          </section>
          <aside className="mk-panel" aria-labelledby="project-steps-title">
            <h2 id="project-steps-title" className="mk-panel__title">
              {t(m.stepsTitle)}
            </h2>
            <ol>
              <li>{t(m.step1)}</li>
              <li>{t(m.step2)}</li>
              <li>{t(m.step3)}</li>
              <li>{t(m.step4)}</li>
            </ol>
            <p>{t(m.follow)}</p>
            <h3>{t(m.contactTitle)}</h3>
            <LinkButton to={PATHS.contact} variant="secondary">
              {t(m.contactAction)}
            </LinkButton>
          </aside>
        </div>
      </div>
    </>
  );
}
