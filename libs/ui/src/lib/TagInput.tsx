import { useRef, useState, type KeyboardEvent } from 'react';
import { Field, type FieldChromeProps } from './Field';
import { describedBy, useFieldIds } from './field-ids';

export interface TagInputProps extends FieldChromeProps {
  id?: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Accessible name of the plus button, e.g. "Fähigkeit hinzufügen". */
  addLabel: string;
  /** Accessible name of a tag's remove button, e.g. "React entfernen". */
  removeLabel: (tag: string) => string;
  /** Announced when a tag is already in the list (it is not added twice). */
  duplicateLabel: (tag: string) => string;
  /** Name of the list of tags for screen readers. */
  listLabel: string;
  maxLength?: number;
  /** No more tags are accepted once the list holds this many. */
  maxTags?: number;
  placeholder?: string;
  className?: string;
  /** The text box's `name` (a form's error handling focuses the field by it). */
  name?: string;
  /** Offered while typing (a native `<datalist>`); the person may still type anything. */
  suggestions?: readonly string[];
}

/**
 * A list of short texts entered one by one: Enter or the plus button adds the trimmed text
 * (empty text and duplicates, compared case-insensitively, are not added), each tag has its
 * own labelled remove button.
 */
export function TagInput({
  id,
  label,
  hint,
  error,
  optionalLabel,
  values,
  onChange,
  addLabel,
  removeLabel,
  duplicateLabel,
  listLabel,
  maxLength,
  maxTags,
  placeholder,
  className,
  name,
  suggestions,
}: TagInputProps) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const full = maxTags !== undefined && values.length >= maxTags;

  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (values.some((value) => value.toLocaleLowerCase() === tag.toLocaleLowerCase())) {
      setNotice(duplicateLabel(tag));
      return;
    }
    if (full) return;
    onChange([...values, tag]);
    setDraft('');
    setNotice('');
  };

  const remove = (tag: string) => {
    onChange(values.filter((value) => value !== tag));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a tag; it must not submit the surrounding form.
    event.preventDefault();
    add();
  };

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      optionalLabel={optionalLabel}
      className={className}
    >
      <div className="ui-tag-input">
        <div className="ui-tag-input__entry">
          <input
            ref={inputRef}
            id={ids.id}
            name={name}
            type="text"
            list={suggestions?.length ? `${ids.id}-suggestions` : undefined}
            className="ui-input"
            value={draft}
            maxLength={maxLength}
            placeholder={placeholder}
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, { hint, error })}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice('');
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="ui-button ui-button--secondary ui-tag-input__add"
            aria-label={addLabel}
            title={addLabel}
            disabled={full}
            onClick={add}
          >
            <span aria-hidden="true">+</span>
          </button>
          {suggestions?.length ? (
            <datalist id={`${ids.id}-suggestions`}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </div>
        <p className="ui-tag-input__notice" aria-live="polite">
          {notice}
        </p>
        {values.length > 0 && (
          <ul className="ui-tag-input__list" aria-label={listLabel}>
            {values.map((tag) => (
              <li key={tag} className="ui-tag-input__tag">
                <span>{tag}</span>
                <button
                  type="button"
                  className="ui-tag-input__remove"
                  aria-label={removeLabel(tag)}
                  title={removeLabel(tag)}
                  onClick={() => remove(tag)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Field>
  );
}
