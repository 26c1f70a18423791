import { Button, Switch, TextField } from '@platform/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { academyMessages, FORMAT_MESSAGES } from '../academy-messages';
import {
  ACADEMY_FORMATS,
  type AcademyFilters as Filters,
  type AcademyFormat,
} from '../hooks/useAcademyFilters';

export interface AcademyFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onReset: () => void;
  canReset: boolean;
}

/** Search (on the server, after a short pause in typing), format toggles, Featured, Only available. */
export function AcademyFilters({ filters, onChange, onReset, canReset }: AcademyFiltersProps) {
  const intl = useIntl();
  const [search, setSearch] = useState(filters.search);

  // The URL wins when it changes from outside (back button, reset): adjust during render.
  const [seen, setSeen] = useState(filters.search);
  if (seen !== filters.search) {
    setSeen(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), 350);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const toggleFormat = (format: AcademyFormat) =>
    onChange({
      formats: filters.formats.includes(format)
        ? filters.formats.filter((f) => f !== format)
        : [...filters.formats, format],
    });

  return (
    <form
      className="ac-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: search.trim() });
      }}
    >
      <TextField
        name="q"
        type="search"
        label={intl.formatMessage({
          id: 'academy.filters.search',
          defaultMessage: 'Workshops durchsuchen',
        })}
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="ac-filters__formats">
        <legend>
          {intl.formatMessage({ id: 'academy.filters.format', defaultMessage: 'Format' })}
        </legend>
        {ACADEMY_FORMATS.map((format) => (
          <Button
            key={format}
            type="button"
            size="sm"
            variant={filters.formats.includes(format) ? 'primary' : 'secondary'}
            aria-pressed={filters.formats.includes(format)}
            onClick={() => toggleFormat(format)}
          >
            {intl.formatMessage(FORMAT_MESSAGES[format])}
          </Button>
        ))}
      </fieldset>
      <Switch
        label={intl.formatMessage(academyMessages.featured)}
        checked={filters.featured}
        onCheckedChange={(featured) => onChange({ featured })}
      />
      <Switch
        label={intl.formatMessage({
          id: 'academy.filters.onlyAvailable',
          defaultMessage: 'Nur verfügbare',
        })}
        checked={filters.onlyAvailable}
        onCheckedChange={(onlyAvailable) => onChange({ onlyAvailable })}
      />
      <Button type="button" variant="ghost" size="sm" disabled={!canReset} onClick={onReset}>
        {intl.formatMessage({ id: 'academy.filters.reset', defaultMessage: 'Filter zurücksetzen' })}
      </Button>
    </form>
  );
}
