import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Tabs } from '@platform/ui';
import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { WORKSHOP_PATHS } from '../../../shared/paths';
import { graphql } from '../../../graphql/generated';
import type { WorkshopEditor_WorkshopFragment } from '../../../graphql/generated/graphql';
import { WorkshopForm } from './form/WorkshopForm';
import {
  EMPTY_FORM,
  valuesFromWorkshop,
  type WorkshopFormValues,
} from './form/workshop-form-values';
import { workshopMessages as wm } from '../workshop-messages';
import { InspirationTemplates } from './InspirationTemplates';
import { templateLines, type InspirationTemplate } from './inspiration-templates';
import { PrerequisiteNotices, prerequisitesMet } from './PrerequisiteNotices';
import { WorkshopCreated } from './WorkshopCreated';
import { WorkshopGuidelines } from './WorkshopGuidelines';
import '../workshops.css';
import { untypedMessages } from '../../../shared/i18n/untyped-messages';

export const WorkshopEditor_workshop = graphql(`
  fragment WorkshopEditor_workshop on Workshop {
    id
    title
    description
    pendingTitle
    pendingDescription
    category
    startTime
    durationMinutes
    format
    location
    videoCallLink
    maxParticipants
    minParticipants
    minParticipantsDecisionHours
    learningObjectives
    materials {
      title
    }
    tags
    isPublic
    visibility
    guestRegistrationEnabled
    basePriceCents
    posterUrl
    posterIsPdf
    recurrenceRule
    recurrenceEndDate
    skippedDates
  }
`);

const WorkshopPrerequisitesQuery = graphql(`
  query WorkshopPrerequisites {
    workshopPrerequisites {
      hasProfile
      profileVisible
      emailVerified
    }
  }
`);

const m = untypedMessages(
  defineMessages({
    tabsLabel: { id: 'memberWorkshops.editor.tabs', defaultMessage: 'Workshop-Editor' },
    tabCreate: { id: 'memberWorkshops.editor.tabCreate', defaultMessage: 'Erstellen' },
    tabEdit: { id: 'memberWorkshops.editor.tabEdit', defaultMessage: 'Bearbeiten' },
    textsWait: {
      id: 'memberWorkshops.editor.textsWait',
      defaultMessage:
        'Ihre Änderung von Titel oder Beschreibung wartet auf die Freigabe durch das Team. Bis dahin sehen Teilnehmende die bisherigen Texte.',
    },
    tabInspiration: { id: 'memberWorkshops.editor.tabInspiration', defaultMessage: 'Inspiration' },
    tabGuidelines: { id: 'memberWorkshops.editor.tabGuidelines', defaultMessage: 'Richtlinien' },
    templateUsed: {
      id: 'memberWorkshops.editor.templateUsed',
      defaultMessage: 'Die Vorlage „{title}“ wurde in das Formular übernommen.',
    },
  }),
);

type TabId = 'form' | 'inspiration' | 'guidelines';

export interface WorkshopEditorProps {
  /** Given: edit mode for this workshop; absent: create a new one. */
  workshop?: FragmentType<typeof WorkshopEditor_workshop>;
  /** Runs after a successful save instead of going to the My Workshops tab. */
  onSuccess?: () => void;
}

/** Create/Edit Workshop: the form, the inspiration templates and the guidelines as tabs. */
export function WorkshopEditor({ workshop, onSuccess }: WorkshopEditorProps) {
  const { data, complete } = useFragment({
    fragment: WorkshopEditor_workshop,
    from: workshop ?? null,
  });
  const loaded = workshop && complete ? data : null;
  if (workshop && !loaded) return null;
  return <EditorTabs key={loaded?.id ?? 'new'} workshop={loaded} onSuccess={onSuccess} />;
}

type LoadedWorkshop = WorkshopEditor_WorkshopFragment;

function EditorTabs({
  workshop,
  onSuccess,
}: {
  workshop: LoadedWorkshop | null;
  onSuccess?: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const mode = workshop ? 'edit' : 'create';
  const [tab, setTab] = useState<TabId>('form');
  const [values, setValues] = useState<WorkshopFormValues>(() =>
    workshop ? valuesFromWorkshop(workshop) : EMPTY_FORM,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const prerequisites = useQuery(WorkshopPrerequisitesQuery, { fetchPolicy: 'network-only' });
  // A failed check counts as "no profile" (spec); while it loads nothing is shown.
  const checked =
    prerequisites.data?.workshopPrerequisites ??
    (prerequisites.error
      ? { hasProfile: false, profileVisible: false, emailVerified: true }
      : null);

  const useTemplate = (template: InspirationTemplate) => {
    const title = t(template.texts.title);
    setValues((current) => ({
      ...current,
      title,
      description: t(template.texts.description),
      category: t(template.texts.category),
      durationMinutes: String(template.durationMinutes),
      maxParticipants: String(template.maxParticipants),
      format: template.format,
      learningObjectives: templateLines(t(template.texts.learningObjectives)).join('\n'),
      materials: templateLines(t(template.texts.materials)).join('\n'),
      tags: t(template.texts.tags),
      ...(mode === 'create' ? { basePrice: (template.pricePerPersonCents / 100).toFixed(2) } : {}),
    }));
    setNotice(t(m.templateUsed, { title }));
    setTab('form');
    // The form renders on the next paint; then the member continues at the title.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const [created, setCreated] = useState<string | null>(null);
  const onSaved = () => {
    if (onSuccess) onSuccess();
    else if (mode === 'create') setCreated(values.title.trim());
    else void navigate(WORKSHOP_PATHS.memberAreaTab);
  };

  if (created !== null)
    return (
      <WorkshopCreated
        title={created}
        onAnother={() => {
          setValues(EMPTY_FORM);
          setCreated(null);
        }}
      />
    );

  const items = [
    { id: 'form', label: t(mode === 'create' ? m.tabCreate : m.tabEdit) },
    { id: 'inspiration', label: t(m.tabInspiration) },
    { id: 'guidelines', label: t(m.tabGuidelines) },
  ];

  return (
    <div className="ws-editor">
      {checked && <PrerequisiteNotices prerequisites={checked} />}
      <Tabs
        label={t(m.tabsLabel)}
        items={items}
        selectedId={tab}
        onSelect={(id) => setTab(id as TabId)}
        idPrefix="ws-editor"
      >
        {/* The form stays mounted (hidden) on the other tabs, so a chosen poster is kept. */}
        <div hidden={tab !== 'form'}>
          {notice && (
            <p className="ws-editor__notice" role="status">
              {notice}
            </p>
          )}
          {workshop && (workshop.pendingTitle != null || workshop.pendingDescription != null) && (
            <p className="ws-editor__notice" role="status">
              {t(m.textsWait)}
            </p>
          )}
          {!checked && prerequisites.loading && <p role="status">{t(wm.loading)}</p>}
          <WorkshopForm
            mode={mode}
            values={values}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            workshop={workshop ?? undefined}
            canSubmit={mode === 'edit' || (checked ? prerequisitesMet(checked) : false)}
            titleRef={titleRef}
            onSaved={onSaved}
          />
        </div>
        {tab === 'inspiration' && <InspirationTemplates onUse={useTemplate} />}
        {tab === 'guidelines' && <WorkshopGuidelines />}
      </Tabs>
    </div>
  );
}
