import '../modules/booking/booking.css';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { PATHS } from '../shared/paths';
import { BookingForm } from '../modules/booking/components/BookingForm';
import { PageHero } from '../modules/marketing/components/PageHero';

const m = defineMessages({
  metaTitle: { id: 'booking.meta.title', defaultMessage: 'Beratungstermin buchen' },
  metaDescription: {
    id: 'booking.meta.description',
    defaultMessage:
      'Buchen Sie online einen kostenlosen Beratungstermin mit unseren Innovationsfachleuten – mit Bestätigung und Kalenderdatei per E-Mail.',
  },
  eyebrow: { id: 'booking.hero.eyebrow', defaultMessage: 'Beratung' },
  title: { id: 'booking.hero.title', defaultMessage: 'Beratungstermin buchen' },
  lead: {
    id: 'booking.hero.lead',
    defaultMessage:
      'Wählen Sie einen freien Termin und sagen Sie uns kurz, wer Sie sind. Alle Zeiten in deutscher Zeit (Europe/Berlin).',
  },
  contact: {
    id: 'booking.contactHint',
    defaultMessage: 'Lieber schreiben? Nutzen Sie unser Kontaktformular.',
  },
});

export function BookingPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });
  return (
    <>
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} lead={t(m.lead)} />
      <div className="mk-section">
        <div className="app-container">
          <section className="mk-panel booking-panel" aria-label={t(m.title)}>
            <BookingForm />
          </section>
          <p className="booking-contact-hint">
            <Link to={PATHS.contact}>{t(m.contact)}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
