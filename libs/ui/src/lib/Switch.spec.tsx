import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { Switch } from './Switch';

function Harness({ onCheckedChange }: { onCheckedChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Switch
        name="isPublic"
        label="Öffentlich anzeigen"
        description="Auch für Besucher ohne Konto."
        stateLabels={{ on: 'An', off: 'Aus' }}
        checked={checked}
        onCheckedChange={(next) => {
          onCheckedChange?.(next);
          setChecked(next);
        }}
      />
    </form>
  );
}

describe('Switch', () => {
  it('is a switch named by its label and described by its sentence', () => {
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'Öffentlich anzeigen' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('Auch für Besucher ohne Konto.');
  });

  it('toggles with Space and shows the state in words', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onCheckedChange={onCheckedChange} />);
    await user.tab();
    const control = screen.getByRole('switch');
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(screen.getByText('An')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(screen.getByText('Aus')).toBeInTheDocument();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not toggle with Enter (a native checkbox; Enter belongs to the form)', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onCheckedChange={onCheckedChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Öffentlich anzeigen'));
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Harness />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
