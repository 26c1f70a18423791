import '../../catalog/academy.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card } from '@platform/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../graphql/generated';
import type { AdminPromoCodesQuery } from '../../../../graphql/generated/graphql';
import { promoCodeMessages as withCode, promoMessages as m } from './promo-code-messages';
import { EMPTY_PROMO_CODE, PromoCodeForm, SavePromoCodeMutation } from './PromoCodeForm';

const AdminPromoCodesQueryDocument = graphql(`
  query AdminPromoCodes {
    adminPromoCodes {
      id
      code
      tool
      descriptionDe
      descriptionEn
      active
      workshopId
    }
  }
`);

type Row = AdminPromoCodesQuery['adminPromoCodes'][number];

/** Admin tab section: every promo code, created, edited and switched off here. */
export function PromoCodesAdmin() {
  const t = useIntl().formatMessage;
  const { data, loading, error, refetch } = useQuery(AdminPromoCodesQueryDocument);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <section className="promo-admin" aria-labelledby="promo-admin-title">
      <h2 id="promo-admin-title">{t(m.title)}</h2>
      <p>{t(m.intro)}</p>
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {error && (
        <Alert tone="danger" live="assertive" title={t(m.loadFailed)}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t(m.retry)}
          </Button>
        </Alert>
      )}
      <p aria-live="polite" className="promo-admin__notice">
        {notice}
      </p>
      {data?.adminPromoCodes.length === 0 && <p>{t(m.empty)}</p>}
      <ul className="promo-admin__list">
        {data?.adminPromoCodes.map((row) => (
          <Card
            as="li"
            key={row.id}
            className="promo-admin__item"
            aria-labelledby={`promo-${row.id}`}
          >
            {editing === row.id ? (
              <>
                <h3 id={`promo-${row.id}`}>{t(withCode.editTitle, { code: row.code })}</h3>
                <PromoCodeForm
                  initial={row}
                  onCancel={() => setEditing(null)}
                  onDone={(code) => {
                    setEditing(null);
                    setNotice(t(withCode.saved, { code }));
                  }}
                />
              </>
            ) : (
              <PromoCodeSummary
                row={row}
                onEdit={() => {
                  setNotice(null);
                  setEditing(row.id);
                }}
                onToggled={(code) => setNotice(t(withCode.saved, { code }))}
              />
            )}
          </Card>
        ))}
      </ul>
      <Card className="promo-admin__new">
        <h3>{t(m.newTitle)}</h3>
        <PromoCodeForm
          key={formKey}
          initial={EMPTY_PROMO_CODE}
          onDone={(code) => {
            setFormKey((k) => k + 1);
            setNotice(t(withCode.saved, { code }));
          }}
        />
      </Card>
    </section>
  );
}

function PromoCodeSummary({
  row,
  onEdit,
  onToggled,
}: {
  row: Row;
  onEdit: () => void;
  onToggled: (code: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [save, saved] = useMutation(SavePromoCodeMutation);
  const toggle = async () => {
    try {
      await save({
        variables: {
          input: {
            id: row.id,
            code: row.code,
            tool: row.tool,
            descriptionDe: row.descriptionDe,
            descriptionEn: row.descriptionEn,
            active: !row.active,
            workshopId: row.workshopId ?? null,
          },
        },
      });
      onToggled(row.code);
    } catch (caught) {
      console.error('[promo-codes] Switching failed.', caught);
    }
  };
  return (
    <>
      <div className="promo-admin__head">
        <h3 id={`promo-${row.id}`}>
          <code>{row.code}</code> · {row.tool}
        </h3>
        <Badge tone={row.active ? 'success' : 'neutral'}>
          {t(row.active ? m.active : m.inactive)}
        </Badge>
      </div>
      <p>{intl.locale === 'en' ? row.descriptionEn : row.descriptionDe}</p>
      <p className="promo-admin__scope">{t(row.workshopId ? m.oneWorkshop : m.allWorkshops)}</p>
      {saved.error && <Alert tone="danger" live="assertive" title={t(m.failed)} />}
      <div className="promo-admin__buttons">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t(m.edit)}
        </Button>
        <Button variant="ghost" size="sm" loading={saved.loading} onClick={() => void toggle()}>
          {t(row.active ? m.switchOff : m.switchOn)}
        </Button>
      </div>
    </>
  );
}
