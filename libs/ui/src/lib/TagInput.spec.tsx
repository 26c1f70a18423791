import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { TagInput } from './TagInput';

function Harness({
  initial = [],
  maxTags,
  onSubmit = () => undefined,
}: {
  initial?: string[];
  maxTags?: number;
  onSubmit?: () => void;
}) {
  const [values, setValues] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagInput
        label="Fähigkeiten"
        hint="Eine nach der anderen."
        values={values}
        onChange={setValues}
        addLabel="Fähigkeit hinzufügen"
        removeLabel={(tag) => `${tag} entfernen`}
        duplicateLabel={(tag) => `${tag} ist schon in der Liste.`}
        listLabel="Ihre Fähigkeiten"
        maxTags={maxTags}
      />
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Fähigkeiten' });
const tags = () =>
  within(screen.getByRole('list', { name: 'Ihre Fähigkeiten' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', '').trim());

describe('TagInput', () => {
  it('adds the trimmed text with Enter without submitting the form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(input(), '  React  {Enter}');
    expect(tags()).toEqual(['React']);
    expect(input()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds nothing for empty text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '   {Enter}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('refuses a duplicate (any case) and announces why', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React']} />);
    await user.type(input(), 'react{Enter}');
    expect(tags()).toEqual(['React']);
    expect(screen.getByText('react ist schon in der Liste.')).toBeInTheDocument();
    expect(input()).toHaveValue('react');
    await user.type(input(), 's');
    expect(screen.queryByText('react ist schon in der Liste.')).not.toBeInTheDocument();
  });

  it('keeps a comma as part of the text (only Enter and the plus button add)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'Design, UX{Enter}');
    expect(tags()).toEqual(['Design, UX']);
  });

  it('Backspace edits the text and never removes a tag', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React']} />);
    await user.type(input(), 'Vu{Backspace}{Backspace}{Backspace}');
    expect(input()).toHaveValue('');
    expect(tags()).toEqual(['React']);
  });

  it('removes a tag with its labelled button and puts focus back in the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React', 'Vue']} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'React entfernen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tags()).toEqual(['Vue']);
    expect(input()).toHaveFocus();
  });

  it('adds with the plus button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'SQL');
    await user.click(screen.getByRole('button', { name: 'Fähigkeit hinzufügen' }));
    expect(tags()).toEqual(['SQL']);
  });

  it('takes no more tags once full', () => {
    render(<Harness initial={['A', 'B']} maxTags={2} />);
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fähigkeit hinzufügen' })).toBeDisabled();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Harness initial={['React']} />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
