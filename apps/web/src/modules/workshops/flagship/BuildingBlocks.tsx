import { Badge, VisuallyHidden, type BadgeTone } from '@platform/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { FeatureCard, FeatureGrid } from '../../marketing';

export const BUILDING_BLOCK_STATUSES = ['available', 'in_development', 'planned'] as const;
export type BuildingBlockStatus = (typeof BUILDING_BLOCK_STATUSES)[number];

const m = defineMessages({
  available: { id: 'flagship.blocks.status.available', defaultMessage: 'Verfügbar' },
  inDevelopment: { id: 'flagship.blocks.status.inDevelopment', defaultMessage: 'In Entwicklung' },
  planned: { id: 'flagship.blocks.status.planned', defaultMessage: 'In Planung' },
  statusLabel: { id: 'flagship.blocks.statusLabel', defaultMessage: 'Status:' },
  authTitle: { id: 'flagship.blocks.auth.title', defaultMessage: 'Anmelde-Baustein' },
  authText: {
    id: 'flagship.blocks.auth.text',
    defaultMessage:
      'Anmeldung mit Google, GitHub und Microsoft – sicher und ohne eigene Passwortverwaltung.',
  },
  ticketsTitle: { id: 'flagship.blocks.tickets.title', defaultMessage: 'Ticket-Baustein' },
  ticketsText: {
    id: 'flagship.blocks.tickets.text',
    defaultMessage:
      'Anfragen und Support-Tickets erfassen, zuordnen und beantworten – direkt auf Ihrer Website.',
  },
  appointmentsTitle: {
    id: 'flagship.blocks.appointments.title',
    defaultMessage: 'Termin-Baustein',
  },
  appointmentsText: {
    id: 'flagship.blocks.appointments.text',
    defaultMessage:
      'Online-Terminbuchung für Beratungen, Kurse und Sprechstunden mit automatischer Bestätigung.',
  },
});

const STATUS: Record<BuildingBlockStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  available: { label: m.available, tone: 'success' },
  in_development: { label: m.inDevelopment, tone: 'info' },
  planned: { label: m.planned, tone: 'neutral' },
};

interface BuildingBlock {
  key: string;
  status: BuildingBlockStatus;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const BLOCKS: BuildingBlock[] = [
  { key: 'auth', status: 'available', title: m.authTitle, text: m.authText },
  { key: 'tickets', status: 'available', title: m.ticketsTitle, text: m.ticketsText },
  {
    key: 'appointments',
    status: 'planned',
    title: m.appointmentsTitle,
    text: m.appointmentsText,
  },
];

/** The open-source building blocks taught in the workshop, each with its status in words. */
export function BuildingBlocks() {
  const intl = useIntl();
  const t = intl.formatMessage;

  const badge = (status: BuildingBlockStatus) => (
    <Badge tone={STATUS[status].tone}>
      <>
        <VisuallyHidden>{t(m.statusLabel)} </VisuallyHidden>
        {t(STATUS[status].label)}
      </>
    </Badge>
  );

  return (
    <FeatureGrid>
      {BLOCKS.map((block) => (
        <FeatureCard key={block.key} title={t(block.title)} marker={badge(block.status)}>
          <p>{t(block.text)}</p>
        </FeatureCard>
      ))}
    </FeatureGrid>
  );
}
