import { ACADEMY_FILTER_LIMITS, WORKSHOP_FORMATS, type WorkshopFormat } from '@platform/domain';
import { Button, Switch, TextField } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationState } from '../../../shared/routing/navigation-state';
import { defineMessages, useIntl } from 'react-intl';
import { academyMessages, formatLabels } from './academy-messages';
import type { AcademyFilters } from './useAcademyFilters';

const m = defineMessages({
  label: { id: 'academy.filters.label', defaultMessage: 'Workshops filtern' },
  search: { id: 'academy.filters.search', defaultMessage: 'Suche' },
  searchHint: {
    id: 'academy.filters.searchHint',
    defaultMessage: 'Sucht in Titel und Beschreibung.',
  },
  searchPlaceholder: {
    id: 'academy.filters.searchPlaceholder',
    defaultMessage: 'z. B. KI, Website, Prototyp',
  },
  format: { id: 'academy.filters.format', defaultMessage: 'Format' },
  featured: { id: 'academy.filters.featured', defaultMessage: 'Nur empfohlene' },
  onlyAvailable: { id: 'academy.filters.onlyAvailable', defaultMessage: 'Nur verfügbare' },
});

const SEARCH_DELAY_MS = 300;

export interface AcademyFilterBarProps {
  filters: AcademyFilters;
  onChange: (change: Partial<AcademyFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
  canReset: boolean;
}

/** Search, format toggles, "Featured" and "Only available", and the reset button. */
export function AcademyFilterBar({ filters, onChange, onReset, canReset }: AcademyFilterBarProps) {
  const t = useIntl().formatMessage;
  const formatLabelId = useId();
  const [text, setText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed from outside (back button, reset): show its search text.
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    setText(filters.search);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A search typed just before following a link must not pull the visitor back to the list.
  const { pathname } = useLocation();
  const target = useNavigationState().location?.pathname;
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = target !== undefined && target !== pathname;
    if (leaving.current) window.clearTimeout(timer.current);
  }, [target, pathname]);

  const typeSearch = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    // Typing sends one request after a pause, and one history entry per search, not per key.
    timer.current = window.setTimeout(() => {
      if (leaving.current) return;
      setShownSearch(value);
      onChange({ search: value }, { replace: filters.search !== '' && value !== '' });
    }, SEARCH_DELAY_MS);
  };

  // Words typed into the server-rendered page before its script ran are searched for once
  // React has taken the page over (the input kept them; React saw no change event).
  const searchInput = useRef<HTMLInputElement>(null);
  const typedEarly = useRef(true);
  useEffect(() => {
    if (!typedEarly.current) return;
    typedEarly.current = false;
    const typed = searchInput.current?.value ?? '';
    if (typed !== text) typeSearch(typed);
  });

  const toggleFormat = (format: WorkshopFormat) => {
    const formats = filters.formats.includes(format)
      ? filters.formats.filter((f) => f !== format)
      : [...filters.formats, format];
    onChange({ formats });
  };

  return (
    <form
      role="search"
      aria-label={t(m.label)}
      className="academy-filters"
      onSubmit={(event) => {
        event.preventDefault();
        window.clearTimeout(timer.current);
        setShownSearch(text);
        onChange({ search: text });
      }}
    >
      <TextField
        type="search"
        className="academy-filters__search"
        label={t(m.search)}
        hint={t(m.searchHint)}
        placeholder={t(m.searchPlaceholder)}
        ref={searchInput}
        value={text}
        maxLength={ACADEMY_FILTER_LIMITS.search}
        onChange={(event) => typeSearch(event.target.value)}
      />
      <div className="academy-filters__formats" role="group" aria-labelledby={formatLabelId}>
        <span id={formatLabelId} className="academy-filters__label">
          {t(m.format)}
        </span>
        {WORKSHOP_FORMATS.map((format) => (
          <Button
            key={format}
            size="sm"
            variant={filters.formats.includes(format) ? 'primary' : 'secondary'}
            aria-pressed={filters.formats.includes(format)}
            onClick={() => toggleFormat(format)}
          >
            {t(formatLabels[format])}
          </Button>
        ))}
      </div>
      <div className="academy-filters__switches">
        <Switch
          label={t(m.featured)}
          checked={filters.featured}
          onCheckedChange={(featured) => onChange({ featured })}
        />
        <Switch
          label={t(m.onlyAvailable)}
          checked={filters.onlyAvailable}
          onCheckedChange={(onlyAvailable) => onChange({ onlyAvailable })}
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={!canReset}
        onClick={() => {
          window.clearTimeout(timer.current);
          onReset();
        }}
      >
        {t(academyMessages.resetFilters)}
      </Button>
    </form>
  );
}
