import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../shared/meta/usePageMeta';
import { GuestCancel } from '../modules/workshops/registrations/GuestCancel';
import '../modules/workshops/catalog/academy.css';

const m = defineMessages({
  metaTitle: { id: 'academy.guestCancel.meta.title', defaultMessage: 'Anmeldung stornieren' },
});

/** `/academy/cancel?registration=…&token=…[&confirm=1]`: the guest's manage and confirm link. */
export function GuestCancelPage() {
  const t = useIntl().formatMessage;
  usePageMeta({ title: t(m.metaTitle) });
  const [params] = useSearchParams();
  return (
    <div className="mk-section">
      <div className="app-container academy-narrow">
        <GuestCancel
          id={params.get('registration') ?? ''}
          token={params.get('token') ?? ''}
          confirming={params.get('confirm') === '1'}
        />
      </div>
    </div>
  );
}
