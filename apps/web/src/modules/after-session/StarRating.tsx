import { useIntl } from 'react-intl';
import { ratingMessages as m } from './rating-messages';
import './after-session.css';

/**
 * A rating shown as five stars (filled to the average) with its figure and count; read out as
 * "4,3 von 5 Sternen, 12 Bewertungen". Renders nothing without an average.
 */
export function StarRating({
  average,
  count,
  compact = false,
}: {
  average: number | null | undefined;
  count: number;
  compact?: boolean;
}) {
  const intl = useIntl();
  if (average === null || average === undefined || count === 0) return null;
  const figure = intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = `${intl.formatMessage(m.stars, { average: figure })}, ${intl.formatMessage(m.count, { count })}`;
  return (
    <p className={compact ? 'stars stars--compact' : 'stars'} role="img" aria-label={label}>
      <span className="stars__track" aria-hidden="true">
        ★★★★★
        <span className="stars__fill" style={{ width: `${(average / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="stars__figure" aria-hidden="true">
        {figure} · {intl.formatMessage(m.count, { count })}
      </span>
    </p>
  );
}
