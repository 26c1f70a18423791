import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CompanyAddress } from '../shared/components/CompanyAddress';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { ContactForm } from '../modules/contact/components/ContactForm';
import { Island } from '../islands/Island';
import { FaqList } from '../modules/marketing/components/FaqList';
import { PageHero } from '../modules/marketing/components/PageHero';
import { Section } from '../modules/marketing/components/Section';

const m = defineMessages({
  metaTitle: { id: 'contact.meta.title', defaultMessage: 'Kontakt' },
  metaDescription: {
    id: 'contact.meta.description',
    defaultMessage:
      'Schreiben Sie uns: Wir antworten innerhalb von 24 Stunden. Kontaktformular, Adresse, Telefon und Antworten auf häufige Fragen.',
  },
  eyebrow: { id: 'contact.hero.eyebrow', defaultMessage: 'Kontakt' },
  title: { id: 'contact.hero.title', defaultMessage: 'Sprechen wir über Ihr Vorhaben' },
  lead: {
    id: 'contact.hero.lead',
    defaultMessage:
      'Ob konkrete Projektidee, erste Frage oder Interesse an einer Zusammenarbeit: Wir freuen uns auf Ihre Nachricht und antworten innerhalb von 24 Stunden.',
  },
  formTitle: { id: 'contact.form.title', defaultMessage: 'Schreiben Sie uns' },
  formIntro: {
    id: 'contact.form.intro',
    defaultMessage:
      'Alle Felder sind Pflichtfelder. Ihre Angaben verwenden wir nur für Ihre Anfrage.',
  },
  detailsTitle: { id: 'contact.details.title', defaultMessage: 'Kontaktdaten' },
  replyTitle: {
    id: 'contact.details.replyTitle',
    defaultMessage: 'Antwort innerhalb von 24 Stunden',
  },
  replyText: {
    id: 'contact.details.replyText',
    defaultMessage:
      'Wir lesen jede Nachricht persönlich und melden uns spätestens nach 24 Stunden – per E-Mail oder, wenn Sie möchten, telefonisch.',
  },
  projectTitle: { id: 'contact.project.title', defaultMessage: 'Konkretes Projekt?' },
  projectText: {
    id: 'contact.project.text',
    defaultMessage:
      'Beschreiben Sie Ihr Vorhaben und die gesuchten Fähigkeiten – wir schlagen Ihnen passende Fachleute vor.',
  },
  projectAction: { id: 'contact.project.action', defaultMessage: 'Projekt anfragen' },
  bookingTitle: { id: 'contact.booking.title', defaultMessage: 'Lieber direkt sprechen?' },
  bookingText: {
    id: 'contact.booking.text',
    defaultMessage: 'Wählen Sie einen freien Termin für ein kostenloses Beratungsgespräch.',
  },
  bookingAction: { id: 'contact.booking.action', defaultMessage: 'Beratungstermin buchen' },
  faqEyebrow: { id: 'contact.faq.eyebrow', defaultMessage: 'FAQ' },
  faqTitle: { id: 'contact.faq.title', defaultMessage: 'Häufige Fragen' },
  q1: { id: 'contact.faq.reply.question', defaultMessage: 'Wie schnell erhalte ich eine Antwort?' },
  a1: {
    id: 'contact.faq.reply.answer',
    defaultMessage:
      'Innerhalb von 24 Stunden. Wir melden uns per E-Mail oder, wenn Sie in Ihrer Nachricht darum bitten, telefonisch.',
  },
  q2: { id: 'contact.faq.billing.question', defaultMessage: 'Wie wird abgerechnet?' },
  a2: {
    id: 'contact.faq.billing.answer',
    defaultMessage:
      'Unsere Fachleute arbeiten auf Stundenbasis. Vor Projektbeginn erhalten Sie ein transparentes Angebot mit Stundensätzen; abgerechnet wird nur die tatsächlich geleistete Zeit.',
  },
  q3: {
    id: 'contact.faq.permission.question',
    defaultMessage: 'Dürfen Ihre Fachleute überhaupt nebenberuflich beraten?',
  },
  a3: {
    id: 'contact.faq.permission.answer',
    defaultMessage:
      'Ja. Jede Tätigkeit ist mit dem Hauptarbeitgeber abgestimmt und von ihm genehmigt. Projekte, die zu Interessenkonflikten führen könnten, übernehmen wir nicht.',
  },
  q4: {
    id: 'contact.faq.workshop.question',
    defaultMessage: 'Wie melde ich mich für einen Workshop an?',
  },
});

export function ContactPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });

  return (
    <>
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} lead={t(m.lead)} />

      <div className="mk-section">
        <div className="app-container mk-columns">
          <section className="mk-panel" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="mk-panel__title">
              {t(m.formTitle)}
            </h2>
            <p className="mk-form__note">{t(m.formIntro)}</p>
            <Island name="contact-form">
              <ContactForm />
            </Island>
          </section>

          <aside className="mk-panel contact-details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="mk-panel__title">
              {t(m.detailsTitle)}
            </h2>
            <CompanyAddress />
            <div className="contact-details__reply">
              <h3>{t(m.replyTitle)}</h3>
              <p>{t(m.replyText)}</p>
            </div>
            <div className="contact-details__reply">
              <h3>{t(m.projectTitle)}</h3>
              <p>{t(m.projectText)}</p>
              <LinkButton to={PATHS.projectRequest} variant="secondary">
                {t(m.projectAction)}
              </LinkButton>
            </div>
            <div className="contact-details__reply">
              <h3>{t(m.bookingTitle)}</h3>
              <p>{t(m.bookingText)}</p>
              <LinkButton to={PATHS.booking} variant="secondary">
                {t(m.bookingAction)}
              </LinkButton>
            </div>
          </aside>
        </div>
      </div>

      <Section tone="muted" eyebrow={t(m.faqEyebrow)} title={t(m.faqTitle)} narrow>
        <FaqList
          items={[
            { key: 'reply', question: t(m.q1), answer: <p>{t(m.a1)}</p> },
            { key: 'billing', question: t(m.q2), answer: <p>{t(m.a2)}</p> },
            { key: 'permission', question: t(m.q3), answer: <p>{t(m.a3)}</p> },
            {
              key: 'workshop',
              question: t(m.q4),
              answer: (
                <p>
                  <FormattedMessage
                    id="contact.faq.workshop.answer"
                    defaultMessage="Auf der <link>Workshop-Seite</link> finden Sie die nächsten Termine und das Anmeldeformular. Der Workshop findet jeden 2. und 4. Freitag im Monat statt."
                    values={{
                      link: (chunks) => <Link to={PATHS.websiteWorkshop}>{chunks}</Link>,
                    }}
                  />
                </p>
              ),
            },
          ]}
        />
      </Section>
    </>
  );
}
