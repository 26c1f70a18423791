import { Alert, Button } from '@platform/ui';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../../../shared/components/LinkButton';
import { WORKSHOP_PATHS } from '../../../shared/paths';
import { untypedMessages } from '../../../shared/i18n/untyped-messages';

const m = untypedMessages(
  defineMessages({
    title: { id: 'memberWorkshops.created.title', defaultMessage: 'Ihr Workshop ist angelegt' },
    body: {
      id: 'memberWorkshops.created.body',
      defaultMessage:
        '„{title}“ wartet jetzt auf die Freigabe durch unser Team. Sobald er freigegeben ist, erscheint er in der Academy, und wir schreiben Ihnen eine E-Mail.',
    },
    mine: { id: 'memberWorkshops.created.mine', defaultMessage: 'Zu meinen Workshops' },
    another: { id: 'memberWorkshops.created.another', defaultMessage: 'Weiteren Workshop anlegen' },
  }),
);

/** The confirmation after creating a workshop: what happens next, and where to go. */
export function WorkshopCreated({ title, onAnother }: { title: string; onAnother: () => void }) {
  const t = useIntl().formatMessage;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="ws-created" aria-labelledby="ws-created-title">
      <h2 id="ws-created-title" ref={headingRef} tabIndex={-1} className="ws-created__title">
        {t(m.title)}
      </h2>
      <Alert tone="success" live="polite">
        <p>{t(m.body, { title })}</p>
      </Alert>
      <div className="ws-form__actions">
        <LinkButton to={WORKSHOP_PATHS.memberAreaTab}>{t(m.mine)}</LinkButton>
        <Button type="button" variant="secondary" onClick={onAnother}>
          {t(m.another)}
        </Button>
      </div>
    </section>
  );
}
