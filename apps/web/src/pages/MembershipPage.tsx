import { LIMITS, PATHS, formatEuro } from '@platform/domain';
import { Card } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { LinkButton } from '../shared/components/LinkButton';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { useAuth } from '../modules/auth/auth-context';
import { CheckList } from '../modules/marketing/components/CheckList';
import { PageHero } from '../modules/marketing/components/PageHero';
import { Section } from '../modules/marketing/components/Section';
import '../modules/workshops/catalog/academy.css';

const MembershipStatus = lazy(async () => ({
  default: (await import('../modules/billing/components/MembershipStatus')).MembershipStatus,
}));

const m = {
  metaTitle: defineMessage({
    id: 'academy.membership.meta.title',
    defaultMessage: 'Academy-Mitgliedschaft',
  }),
  metaDescription: defineMessage({
    id: 'academy.membership.meta.description',
    defaultMessage:
      'Academy-Mitgliedschaft: 60 Tage kostenlos testen, danach 20 EUR im Monat. 50 % Rabatt auf Workshops, Tool-Rabattcodes und Vorrang bei Anmeldungen.',
  }),
  eyebrow: defineMessage({
    id: 'academy.membership.eyebrow',
    defaultMessage: 'Academy-Mitgliedschaft',
  }),
  title: defineMessage({
    id: 'academy.membership.title',
    defaultMessage: 'Gemeinsam lernen – als Mitglied der Academy',
  }),
  lead: defineMessage<{ days: string | number }>({
    id: 'academy.membership.lead',
    defaultMessage:
      'Die Academy ist die Lern-Community für Selbstständige und Gründerinnen und Gründer. Testen Sie sie {days} Tage kostenlos.',
  }),
  priceTitle: defineMessage({ id: 'academy.membership.priceTitle', defaultMessage: 'Ihr Preis' }),
  trial: defineMessage<{ days: string | number }>({
    id: 'academy.membership.trial',
    defaultMessage: '{days} Tage kostenlos',
  }),
  then: defineMessage<{ price: string | number }>({
    id: 'academy.membership.then',
    defaultMessage: 'danach {price} pro Monat',
  }),
  noPayment: defineMessage({
    id: 'academy.membership.noPayment',
    defaultMessage: 'Zum Start brauchen Sie nur ein Konto – keine Zahlungsdaten.',
  }),
  benefitsTitle: defineMessage({
    id: 'academy.membership.benefitsTitle',
    defaultMessage: 'Das erhalten Sie',
  }),
  benefitDiscount: defineMessage<{ percent: string | number }>({
    id: 'academy.membership.benefitDiscount',
    defaultMessage: '{percent} % Rabatt auf den Grundpreis aller Workshops',
  }),
  benefitCodes: defineMessage({
    id: 'academy.membership.benefitCodes',
    defaultMessage: 'Rabattcodes für ausgewählte Tools',
  }),
  benefitPriority: defineMessage({
    id: 'academy.membership.benefitPriority',
    defaultMessage: 'Vorrang bei Anmeldungen: Mitglieder rücken auf der Warteliste zuerst nach',
  }),
  benefitOwn: defineMessage({
    id: 'academy.membership.benefitOwn',
    defaultMessage: 'Eigene Workshops anbieten – online, vor Ort oder hybrid',
  }),
  join: defineMessage({
    id: 'academy.membership.join',
    defaultMessage: 'Jetzt kostenlos registrieren',
  }),
  member: defineMessage({
    id: 'academy.membership.member',
    defaultMessage: 'Sie sind angemeldet und erhalten die Vorteile bereits.',
  }),
  toAcademy: defineMessage({
    id: 'academy.membership.toAcademy',
    defaultMessage: 'Zu den Workshops',
  }),
};

/** `/membership`: the Academy offer (trial, monthly price, benefits), leading to registration. */
export function MembershipPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageMeta({ title: t(m.metaTitle), description: t(m.metaDescription) });
  const { status } = useAuth();
  const days = LIMITS.academy.trialDays;
  const action =
    status === 'authenticated' ? (
      <Suspense fallback={null}>
        <MembershipStatus />
      </Suspense>
    ) : (
      <LinkButton to={PATHS.register}>{t(m.join)}</LinkButton>
    );

  return (
    <>
      <PageHero
        eyebrow={t(m.eyebrow)}
        title={t(m.title)}
        lead={t(m.lead, { days })}
        aside={
          <Card as="section" className="academy-offer" aria-labelledby="membership-price-title">
            <h2 id="membership-price-title" className="academy-offer__title">
              {t(m.priceTitle)}
            </h2>
            <p className="academy-offer__trial">{t(m.trial, { days })}</p>
            <p>{t(m.then, { price: formatEuro(LIMITS.academy.monthlyPriceCents, intl.locale) })}</p>
            <p className="academy-offer__note">{t(m.noPayment)}</p>
            {action}
          </Card>
        }
      />
      <Section title={t(m.benefitsTitle)} narrow>
        <CheckList
          items={[
            t(m.benefitDiscount, { percent: LIMITS.workshop.defaultMemberDiscountPercent }),
            t(m.benefitCodes),
            t(m.benefitPriority),
            t(m.benefitOwn),
          ]}
        />
      </Section>
    </>
  );
}
