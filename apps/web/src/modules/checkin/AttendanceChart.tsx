import { formatBerlinDate } from '@platform/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { attendanceMessages as m } from './attendance-messages';
import './checkin.css';

export interface SessionFigures {
  sessionId: string;
  startsAt: string;
  registered: number;
  attended: number;
  noShows: number | null;
  /** The session's average overall rating (1–5) and how many gave one; from the feedback. */
  ratingAverage?: number | null;
  ratingCount?: number;
}

/** Sessions the chart shows at most (the latest with registrations). */
const SHOWN = 12;
const BAR = 12;
const GAP = 3;
const GROUP = BAR * 2 + GAP + 21;
const HEIGHT = 120;
const LABEL = 18;

/**
 * A workshop's attendance over its sessions as a small bar chart (registered light, present
 * dark), described for screen readers, with the same figures as a table beside it.
 */
export function AttendanceChart({ sessions }: { sessions: SessionFigures[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const descriptionId = useId();
  const shown = sessions.filter((s) => s.registered > 0 || s.attended > 0).slice(-SHOWN);
  const top = Math.max(1, ...shown.map((s) => Math.max(s.registered, s.attended)));
  const scale = (n: number) => Math.round((n / top) * (HEIGHT - 12));
  const width = Math.max(GROUP * shown.length, GROUP);
  const day = new Intl.DateTimeFormat(intl.locale, {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'Europe/Berlin',
  });
  const date = (iso: string) => day.format(new Date(iso));

  return (
    <section className="attendance-chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(m.chartHeading)}</h3>
      {shown.length === 0 ? (
        <p>{t(m.chartEmpty)}</p>
      ) : (
        <>
          <p id={descriptionId} className="attendance-chart__legend">
            <span className="attendance-chart__key attendance-chart__key--registered" />{' '}
            {t(m.legendRegistered)}{' '}
            <span className="attendance-chart__key attendance-chart__key--attended" />{' '}
            {t(m.legendAttended)}
          </p>
          <svg
            className="attendance-chart__svg"
            viewBox={`0 0 ${width} ${HEIGHT + LABEL}`}
            width={width}
            height={HEIGHT + LABEL}
            role="img"
            aria-labelledby={headingId}
            aria-describedby={descriptionId}
            data-testid="attendance-chart"
          >
            <desc>{t(m.chartDescription)}</desc>
            {shown.map((s, i) => {
              const x = i * GROUP + 10;
              return (
                <g key={s.sessionId}>
                  <rect
                    className="attendance-chart__bar--registered"
                    x={x}
                    y={HEIGHT - scale(s.registered)}
                    width={BAR}
                    height={scale(s.registered)}
                  />
                  <rect
                    className="attendance-chart__bar--attended"
                    x={x + BAR + GAP}
                    y={HEIGHT - scale(s.attended)}
                    width={BAR}
                    height={scale(s.attended)}
                  />
                  <text x={x + BAR + GAP / 2} y={HEIGHT + 14} textAnchor="middle" fontSize="11">
                    {date(s.startsAt)}
                  </text>
                </g>
              );
            })}
          </svg>
          <details className="attendance-chart__details">
            <summary>{t(m.chartTable)}</summary>
            {/* Narrow screens stack each session's figures under its date, each labelled; the
                explicit roles keep it a table for screen readers that drop them with the layout. */}
            <table className="attendance-chart__table" role="table">
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t(m.colDate)}
                  </th>
                  <th scope="col" role="columnheader">
                    {t(m.colRegistered)}
                  </th>
                  <th scope="col" role="columnheader">
                    {t(m.colAttended)}
                  </th>
                  <th scope="col" role="columnheader">
                    {t(m.colNoShows)}
                  </th>
                  <th scope="col" role="columnheader">
                    {t(m.colRating)}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {shown.map((s) => (
                  <tr key={s.sessionId} role="row">
                    <th scope="row" role="rowheader">
                      {formatBerlinDate(s.startsAt, intl.locale)}
                    </th>
                    <td role="cell" data-label={t(m.colRegistered)}>
                      {s.registered}
                    </td>
                    <td role="cell" data-label={t(m.colAttended)}>
                      {s.attended}
                    </td>
                    <td role="cell" data-label={t(m.colNoShows)}>
                      {s.noShows ?? '–'}
                    </td>
                    <td role="cell" data-label={t(m.colRating)}>
                      {s.ratingAverage != null && s.ratingCount
                        ? `${intl.formatNumber(s.ratingAverage, { maximumFractionDigits: 1 })} (${s.ratingCount})`
                        : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
