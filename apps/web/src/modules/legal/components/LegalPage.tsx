import '../legal.css';
import { Alert } from '@platform/ui';
import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { CompanyAddress } from '../../../shared/components/CompanyAddress';
import { usePageMeta } from '../../../shared/meta/usePageMeta';
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocumentContent } from '../legal-document';
import { legalValues } from './legal-values';

const m = defineMessages({
  eyebrow: { id: 'legal.eyebrow', defaultMessage: 'Rechtliches' },
  contents: { id: 'legal.contents', defaultMessage: 'Inhalt' },
  translationNote: {
    id: 'legal.translationNote',
    defaultMessage:
      'Diese Übersetzung dient Ihrer Information. Rechtlich maßgeblich ist die deutsche Fassung.',
  },
});

/** A message with the shared legal values (company data, link tags). */
function format(intl: IntlShape, descriptor: MessageDescriptor): ReactNode {
  return intl.formatMessage(descriptor, legalValues());
}

/** Renders an imprint, privacy policy or terms page from its content. */
export function LegalPage({ content }: { content: LegalDocumentContent }) {
  const intl = useIntl();
  const titleId = useId();
  usePageMeta({
    title: intl.formatMessage(content.metaTitle),
    description: intl.formatMessage(content.metaDescription),
  });
  const updated = new Intl.DateTimeFormat(intl.locale === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(LEGAL_LAST_UPDATED));

  const renderBlock = (block: LegalBlock, index: number) => {
    switch (block.kind) {
      case 'text':
        return <p key={index}>{format(intl, block.message)}</p>;
      case 'list':
        return (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item.id}>{format(intl, item)}</li>
            ))}
          </ul>
        );
      case 'address':
        return <CompanyAddress key={index} withContact={block.withContact} />;
    }
  };

  return (
    <article className="app-container legal-page" aria-labelledby={titleId}>
      <header className="legal-page__header">
        <p className="mk-eyebrow">{intl.formatMessage(m.eyebrow)}</p>
        <h1 id={titleId} className="legal-page__title">
          {intl.formatMessage(content.title)}
        </h1>
        {content.intro && <p className="mk-lead-text">{format(intl, content.intro)}</p>}
        {intl.locale !== 'de' && (
          <Alert tone="info" live="off">
            <p>{intl.formatMessage(m.translationNote)}</p>
          </Alert>
        )}
      </header>

      {content.withContents && (
        <nav className="legal-page__contents" aria-label={intl.formatMessage(m.contents)}>
          <h2 className="legal-page__contents-title">{intl.formatMessage(m.contents)}</h2>
          <ol>
            {content.sections.map((section) => (
              <li key={section.key}>
                <a href={`#${section.key}`}>{intl.formatMessage(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <div className="mk-prose">
        {content.sections.map((section) => (
          <section key={section.key} id={section.key} aria-labelledby={`${section.key}-title`}>
            <h2 id={`${section.key}-title`}>{intl.formatMessage(section.title)}</h2>
            {section.blocks.map(renderBlock)}
          </section>
        ))}
        <p className="legal-page__updated">
          {intl.formatMessage(
            { id: 'legal.updated', defaultMessage: 'Stand: {date}' },
            { date: updated },
          )}
        </p>
      </div>
    </article>
  );
}
