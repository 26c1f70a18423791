import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FormFormat } from './form/workshop-form-values';

/** One inspiration template: numbers here, texts as messages (filled in the user's language). */
export interface InspirationTemplate {
  id: string;
  durationMinutes: number;
  maxParticipants: number;
  format: FormFormat;
  pricePerPersonCents: number;
  texts: {
    title: MessageDescriptor;
    description: MessageDescriptor;
    category: MessageDescriptor;
    /** Separated by "|" (the message extractor folds line breaks). */
    learningObjectives: MessageDescriptor;
    /** Separated by "|". */
    materials: MessageDescriptor;
    /** Comma-separated. */
    tags: MessageDescriptor;
    /** Separated by "|". */
    tips: MessageDescriptor;
  };
}

const designThinking = defineMessages({
  title: {
    id: 'memberWorkshops.template.designThinking.title',
    defaultMessage: 'Design Thinking Sprint: Vom Problem zur Idee',
  },
  description: {
    id: 'memberWorkshops.template.designThinking.description',
    defaultMessage:
      'In 90 Minuten lernen die Teilnehmenden die Phasen des Design Thinking kennen und entwickeln in Kleingruppen erste Lösungsideen für eine reale Herausforderung aus ihrem Arbeitsalltag.',
  },
  category: {
    id: 'memberWorkshops.template.designThinking.category',
    defaultMessage: 'Innovation',
  },
  learningObjectives: {
    id: 'memberWorkshops.template.designThinking.objectives',
    defaultMessage:
      'Die fünf Phasen des Design Thinking benennen|Eine Problemstellung nutzerzentriert formulieren|In kurzer Zeit viele Ideen entwickeln und bewerten|Einen einfachen Prototyp skizzieren',
  },
  materials: {
    id: 'memberWorkshops.template.designThinking.materials',
    defaultMessage: 'Digitales Whiteboard|Vorlage Problemstatement|Ideen-Canvas',
  },
  tags: {
    id: 'memberWorkshops.template.designThinking.tags',
    defaultMessage: 'Design Thinking, Kreativität, Innovation',
  },
  tips: {
    id: 'memberWorkshops.template.designThinking.tips',
    defaultMessage:
      'Bereiten Sie eine konkrete Fragestellung vor.|Arbeiten Sie in Breakout-Räumen mit 3–4 Personen.|Planen Sie Zeitfenster mit sichtbarem Timer.',
  },
});

const sustainability = defineMessages({
  title: {
    id: 'memberWorkshops.template.sustainability.title',
    defaultMessage: 'Nachhaltige Geschäftsmodelle entwickeln',
  },
  description: {
    id: 'memberWorkshops.template.sustainability.description',
    defaultMessage:
      'Ein praxisnaher Workshop vor Ort und online: Die Teilnehmenden analysieren ihr Geschäftsmodell mit dem Sustainable Business Model Canvas und leiten konkrete nächste Schritte ab.',
  },
  category: {
    id: 'memberWorkshops.template.sustainability.category',
    defaultMessage: 'Nachhaltigkeit',
  },
  learningObjectives: {
    id: 'memberWorkshops.template.sustainability.objectives',
    defaultMessage:
      'Ökologische und soziale Wirkungen des eigenen Geschäftsmodells erkennen|Den Sustainable Business Model Canvas anwenden|Chancen für Kreislaufwirtschaft finden|Einen Maßnahmenplan für 90 Tage aufstellen',
  },
  materials: {
    id: 'memberWorkshops.template.sustainability.materials',
    defaultMessage: 'Sustainable Business Model Canvas|Fallbeispiele|Maßnahmenplan-Vorlage',
  },
  tags: {
    id: 'memberWorkshops.template.sustainability.tags',
    defaultMessage: 'Nachhaltigkeit, Geschäftsmodell, Strategie',
  },
  tips: {
    id: 'memberWorkshops.template.sustainability.tips',
    defaultMessage:
      'Sorgen Sie für gute Technik, damit Online-Teilnehmende gleichberechtigt mitarbeiten.|Bringen Sie Beispiele aus verschiedenen Branchen mit.|Schließen Sie mit konkreten Verabredungen ab.',
  },
});

const ai = defineMessages({
  title: {
    id: 'memberWorkshops.template.ai.title',
    defaultMessage: 'KI-Werkzeuge im Arbeitsalltag',
  },
  description: {
    id: 'memberWorkshops.template.ai.description',
    defaultMessage:
      'Eine kompakte Einführung: Welche KI-Werkzeuge sparen im Büroalltag wirklich Zeit, wo liegen die Grenzen, und wie nutzt man sie datenschutzkonform?',
  },
  category: { id: 'memberWorkshops.template.ai.category', defaultMessage: 'Digitalisierung' },
  learningObjectives: {
    id: 'memberWorkshops.template.ai.objectives',
    defaultMessage:
      'Gute Prompts schreiben|Typische Einsatzfelder im Büro kennen|Risiken und Datenschutzfragen einschätzen',
  },
  materials: {
    id: 'memberWorkshops.template.ai.materials',
    defaultMessage: 'Prompt-Spickzettel|Checkliste Datenschutz',
  },
  tags: {
    id: 'memberWorkshops.template.ai.tags',
    defaultMessage: 'KI, Produktivität, Digitalisierung',
  },
  tips: {
    id: 'memberWorkshops.template.ai.tips',
    defaultMessage:
      'Zeigen Sie Live-Beispiele statt Folien.|Lassen Sie die Teilnehmenden eigene Aufgaben mitbringen.|Planen Sie 15 Minuten für Fragen ein.',
  },
});

/** The three inspiration templates of the spec (all free of charge). */
export const INSPIRATION_TEMPLATES: readonly InspirationTemplate[] = [
  {
    id: 'design-thinking',
    durationMinutes: 90,
    maxParticipants: 12,
    format: 'online',
    pricePerPersonCents: 0,
    texts: designThinking,
  },
  {
    id: 'sustainable-business',
    durationMinutes: 120,
    maxParticipants: 15,
    format: 'hybrid',
    pricePerPersonCents: 0,
    texts: sustainability,
  },
  {
    id: 'ai-at-work',
    durationMinutes: 60,
    maxParticipants: 20,
    format: 'online',
    pricePerPersonCents: 0,
    texts: ai,
  },
];

/** The entries of a "|"-separated template text. */
export const templateLines = (text: string): string[] =>
  text
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
