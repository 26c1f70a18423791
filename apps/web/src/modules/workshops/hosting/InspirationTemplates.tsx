import { formatEuro } from '@platform/domain';
import { Button, Card } from '@platform/ui';
import { defineMessages, useIntl } from 'react-intl';
import { splitTags } from './form/workshop-form-values';
import { formatMessages, workshopMessages as wm } from '../workshop-messages';
import {
  INSPIRATION_TEMPLATES,
  templateLines,
  type InspirationTemplate,
} from './inspiration-templates';
import { untypedMessages } from '../../../shared/i18n/untyped-messages';

const m = untypedMessages(
  defineMessages({
    intro: {
      id: 'memberWorkshops.inspiration.intro',
      defaultMessage:
        'Noch keine Idee? Übernehmen Sie eine Vorlage in das Formular und passen Sie sie an.',
    },
    use: { id: 'memberWorkshops.inspiration.use', defaultMessage: 'Diese Vorlage verwenden' },
    useLabel: {
      id: 'memberWorkshops.inspiration.useLabel',
      defaultMessage: 'Vorlage „{title}“ verwenden',
    },
    category: { id: 'memberWorkshops.inspiration.category', defaultMessage: 'Kategorie' },
    price: { id: 'memberWorkshops.inspiration.price', defaultMessage: 'Preis pro Person' },
    free: { id: 'memberWorkshops.inspiration.free', defaultMessage: 'Kostenlos' },
    objectives: { id: 'memberWorkshops.inspiration.objectives', defaultMessage: 'Lernziele' },
    materials: { id: 'memberWorkshops.inspiration.materials', defaultMessage: 'Materialien' },
    tags: { id: 'memberWorkshops.inspiration.tags', defaultMessage: 'Schlagwörter' },
    tips: { id: 'memberWorkshops.inspiration.tips', defaultMessage: 'Tipps' },
  }),
);

export interface InspirationTemplatesProps {
  onUse: (template: InspirationTemplate) => void;
}

/** The Inspiration tab: three ready-made workshop ideas that fill the form. */
export function InspirationTemplates({ onUse }: InspirationTemplatesProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale.startsWith('en') ? 'en' : 'de';
  return (
    <div className="ws-inspiration">
      <p>{t(m.intro)}</p>
      <ul className="ws-inspiration__list">
        {INSPIRATION_TEMPLATES.map((template) => {
          const title = t(template.texts.title);
          const headingId = `ws-template-${template.id}`;
          return (
            <Card as="li" key={template.id} className="ws-template" aria-labelledby={headingId}>
              <h3 id={headingId}>{title}</h3>
              <p>{t(template.texts.description)}</p>
              <dl className="ws-facts">
                <div>
                  <dt>{t(wm.duration)}</dt>
                  <dd>{t(wm.durationValue, { minutes: template.durationMinutes })}</dd>
                </div>
                <div>
                  <dt>{t(wm.maxParticipants)}</dt>
                  <dd>{template.maxParticipants}</dd>
                </div>
                <div>
                  <dt>{t(wm.format)}</dt>
                  <dd>{t(formatMessages[template.format])}</dd>
                </div>
                <div>
                  <dt>{t(m.category)}</dt>
                  <dd>{t(template.texts.category)}</dd>
                </div>
                <div>
                  <dt>{t(m.price)}</dt>
                  <dd>
                    {template.pricePerPersonCents === 0
                      ? t(m.free)
                      : formatEuro(template.pricePerPersonCents, locale)}
                  </dd>
                </div>
              </dl>
              <h4>{t(m.objectives)}</h4>
              <ul>
                {templateLines(t(template.texts.learningObjectives)).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h4>{t(m.materials)}</h4>
              <ul>
                {templateLines(t(template.texts.materials)).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h4>{t(m.tags)}</h4>
              <p>{splitTags(t(template.texts.tags)).join(' · ')}</p>
              <h4>{t(m.tips)}</h4>
              <ul>
                {templateLines(t(template.texts.tips)).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <Button
                variant="secondary"
                aria-label={t(m.useLabel, { title })}
                onClick={() => onUse(template)}
              >
                {t(m.use)}
              </Button>
            </Card>
          );
        })}
      </ul>
    </div>
  );
}
