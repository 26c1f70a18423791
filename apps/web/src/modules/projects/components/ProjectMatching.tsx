import '../projects.css';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  formatBerlinDate,
  GERMAN_REGIONS,
  isOneOf,
  GERMAN_REGION_CODES,
  SPECIALIST_LIMITS,
  EMPLOYER_PERMISSIONS,
} from '@platform/domain';
import { Badge, Button, TextAreaField, TextField } from '@platform/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../graphql/generated';
import { NoticeAlerts, type Notice } from './NoticeAlerts';
import type { ProjectMatchesQuery as ProjectMatchesData } from '../../../graphql/generated/graphql';
import { serverErrorOf } from '../../../shared/graphql/server-error';
import { downloadPermission } from '../api/download-permission';
import { ProjectTeamAdmin } from './ProjectTeamAdmin';
import { permissionMessages, asOfferStatus, offerStatusMessages } from '../team-messages';

export const ProjectMatchesQuery = graphql(`
  query ProjectMatches($requestId: ID!, $skill: String) {
    projectMatches(requestId: $requestId, skill: $skill) {
      userId
      displayName
      headline
      skills
      hoursPerWeek
      availableFrom
      remote
      regions
      rateMinCents
      rateMaxCents
      employerPermission
      permissionGrantedOn
      permissionDocumentUrl
      proposable
      score
      matchedSkills
      wantedSkills
      enoughHours
      availableInTime
      placeKind
      placeRegion
      offerStatus
    }
  }
`);

const OfferProjectMutation = graphql(`
  mutation OfferProject($input: OfferProjectInput!) {
    offerProject(input: $input) {
      requestId
    }
  }
`);

const m: Record<string, MessageDescriptor> = defineMessages({
  open: { id: 'projects.match.open', defaultMessage: 'Matching und Team' },
  title: { id: 'projects.match.title', defaultMessage: 'Passende Fachleute' },
  search: { id: 'projects.match.search', defaultMessage: 'Nach Fähigkeit suchen' },
  loading: { id: 'projects.match.loading', defaultMessage: 'Wird geladen …' },
  empty: { id: 'projects.match.empty', defaultMessage: 'Keine freigegebenen Profile gefunden.' },
  skills: {
    id: 'projects.match.skills',
    defaultMessage: '{matched} von {wanted} Fähigkeiten{list}',
  },
  hours: { id: 'projects.match.hours', defaultMessage: '{hours} Std./Woche' },
  from: { id: 'projects.match.from', defaultMessage: 'ab {date}' },
  noHours: { id: 'projects.match.noHours', defaultMessage: 'Stunden nicht angegeben' },
  remote: { id: 'projects.match.remote', defaultMessage: 'remote' },
  noPlace: { id: 'projects.match.noPlace', defaultMessage: 'Ort passt nicht' },
  rate: { id: 'projects.match.rate', defaultMessage: 'Satz: {min} – {max}' },
  permission: { id: 'projects.match.permission', defaultMessage: 'Genehmigung: {status}' },
  permissionNone: { id: 'projects.match.permissionNone', defaultMessage: 'keine Angabe' },
  document: { id: 'projects.match.document', defaultMessage: 'PDF laden' },
  notProposable: {
    id: 'projects.match.notProposable',
    defaultMessage: 'Kann nicht vorgeschlagen werden (Genehmigung fehlt)',
  },
  choose: { id: 'projects.match.choose', defaultMessage: '{name} auswählen' },
  note: { id: 'projects.match.note', defaultMessage: 'Nachricht an die Fachleute (optional)' },
  offer: { id: 'projects.match.offer', defaultMessage: 'Projekt anbieten' },
  offering: { id: 'projects.match.offering', defaultMessage: 'Wird angeboten …' },
  offered: {
    id: 'projects.match.offered',
    defaultMessage: 'Angeboten – die Fachleute bekommen eine E-Mail.',
  },
  failed: {
    id: 'projects.match.failed',
    defaultMessage: 'Das Angebot konnte nicht gesendet werden.',
  },
  score: { id: 'projects.match.score', defaultMessage: 'Passung {score} %' },
});

type Match = ProjectMatchesData['projectMatches'][number];

/** For one request: the ranked specialists, the offer form and the team (admins). */
export function ProjectMatching({ requestId, status }: { requestId: string; status: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  return (
    <details
      className="project-admin__details"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t(m.open)}</summary>
      {open && (
        <>
          {['NEW', 'MATCHING', 'DECLINED'].includes(status) && <MatchList requestId={requestId} />}
          <ProjectTeamAdmin requestId={requestId} status={status} />
        </>
      )}
    </details>
  );
}

function MatchList({ requestId }: { requestId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [skill, setSkill] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, loading, refetch } = useQuery(ProjectMatchesQuery, {
    variables: { requestId, skill: skill.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const [offer] = useMutation(OfferProjectMutation, {
    refetchQueries: ['ProjectTeam', 'ProjectRequests'],
  });
  const matches = data?.projectMatches ?? [];

  const onOffer = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await offer({
        variables: { input: { requestId, specialistUserIds: chosen, note: note.trim() || null } },
      });
      setChosen([]);
      setNote('');
      setNotice({ tone: 'success', text: t(m.offered) });
      await refetch();
    } catch (failure) {
      setNotice({ tone: 'danger', text: serverErrorOf(failure).message ?? t(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="project-match" aria-label={t(m.title)}>
      <h4>{t(m.title)}</h4>
      <TextField
        type="search"
        name="skill"
        label={t(m.search)}
        value={skill}
        maxLength={60}
        onChange={(event) => setSkill(event.target.value)}
      />
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {data && matches.length === 0 && <p>{t(m.empty)}</p>}
      <ul className="project-match__list">
        {matches.map((match) => (
          <li key={match.userId} data-testid="project-match">
            <MatchRow
              match={match}
              checked={chosen.includes(match.userId)}
              onCheck={(on) =>
                setChosen(
                  on ? [...chosen, match.userId] : chosen.filter((id) => id !== match.userId),
                )
              }
            />
          </li>
        ))}
      </ul>
      {matches.some((x) => x.proposable && !x.offerStatus) && (
        <div className="project-match__offer">
          <TextAreaField
            label={t(m.note)}
            name="offerNote"
            rows={2}
            maxLength={SPECIALIST_LIMITS.offerNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            size="sm"
            disabled={chosen.length === 0}
            loading={busy}
            loadingLabel={t(m.offering)}
            onClick={() => void onOffer()}
          >
            {t(m.offer)}
          </Button>
        </div>
      )}
      <NoticeAlerts notice={notice} />
    </section>
  );
}

/** "3 of 4 skills: …, 20 h/week from 1 Dec, Bayern" and the admins-only terms. */
function MatchRow({
  match,
  checked,
  onCheck,
}: {
  match: Match;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const euros = (cents: number | null | undefined) =>
    cents === null || cents === undefined
      ? '–'
      : intl.formatNumber(cents / 100, {
          style: 'currency',
          currency: 'EUR',
          maximumFractionDigits: 0,
        });
  const reasons = [
    t(m.skills, {
      matched: match.matchedSkills.length,
      wanted: match.wantedSkills,
      list: match.matchedSkills.length ? `: ${match.matchedSkills.join(', ')}` : '',
    }),
    [
      match.hoursPerWeek ? t(m.hours, { hours: match.hoursPerWeek }) : t(m.noHours),
      match.availableFrom
        ? t(m.from, { date: formatBerlinDate(`${match.availableFrom}T12:00:00Z`, intl.locale) })
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    match.placeKind === 'region' &&
    match.placeRegion &&
    isOneOf(GERMAN_REGION_CODES, match.placeRegion)
      ? GERMAN_REGIONS[match.placeRegion][locale]
      : match.placeKind === 'remote'
        ? t(m.remote)
        : t(m.noPlace),
  ];
  const permission = isOneOf(EMPLOYER_PERMISSIONS, match.employerPermission)
    ? t(permissionMessages[match.employerPermission])
    : t(m.permissionNone);
  const inputId = `match-${match.userId}`;
  return (
    <div className="project-match__row">
      {match.proposable && !match.offerStatus && (
        <input
          id={inputId}
          type="checkbox"
          className="project-match__check"
          checked={checked}
          aria-label={t(m.choose, { name: match.displayName })}
          onChange={(event) => onCheck(event.target.checked)}
        />
      )}
      <div className="project-match__body">
        <p className="project-match__name">
          <strong>{match.displayName}</strong>{' '}
          <Badge tone="info">{t(m.score, { score: Math.round(match.score) })}</Badge>{' '}
          {match.offerStatus && (
            <Badge tone="neutral">{t(offerStatusMessages[asOfferStatus(match.offerStatus)])}</Badge>
          )}
        </p>
        <p className="project-match__why" data-testid="match-why">
          {reasons.join(' · ')}
        </p>
        <p className="project-match__terms">
          {t(m.rate, { min: euros(match.rateMinCents), max: euros(match.rateMaxCents) })} ·{' '}
          {t(m.permission, { status: permission })}
          {match.permissionDocumentUrl && (
            <>
              {' · '}
              <PermissionDocumentLink url={match.permissionDocumentUrl} label={t(m.document)} />
            </>
          )}
        </p>
        {!match.proposable && <p className="project-match__warn">{t(m.notProposable)}</p>}
      </div>
    </div>
  );
}

/** The permission PDF comes only with the admin's token (see `downloadPermission`). */
function PermissionDocumentLink({ url, label }: { url: string; label: string }) {
  return (
    <button
      type="button"
      className="project-link-button"
      onClick={() => void downloadPermission(url)}
    >
      {label}
    </button>
  );
}
