import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { Tabs, tabPanelId } from './Tabs';

const ITEMS = [
  { id: 'upcoming', label: 'Kommende' },
  { id: 'past', label: 'Vergangene' },
  { id: 'drafts', label: 'Entwürfe' },
];

function Harness({ onSelect }: { onSelect?: (id: string) => void }) {
  const [selected, setSelected] = useState('upcoming');
  return (
    <Tabs
      label="Workshops"
      items={ITEMS}
      selectedId={selected}
      onSelect={(id) => {
        onSelect?.(id);
        setSelected(id);
      }}
      idPrefix="ws"
    >
      <p>Inhalt von {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('has one tab stop: the selected tab, then the panel', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">davor</button>
        <Harness />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(tab('Kommende')).toHaveFocus();
    expect(tab('Vergangene')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Kommende'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Vergangene')).toHaveFocus();
    expect(tab('Vergangene')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Inhalt von past');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Kommende')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Entwürfe')).toHaveFocus();
    expect(tab('Entwürfe')).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Vergangene'));
    await user.keyboard('{End}');
    expect(tab('Entwürfe')).toHaveFocus();
    expect(tab('Entwürfe')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Kommende')).toHaveFocus();
    expect(tab('Kommende')).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores other keys', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} />);
    tab('Kommende').focus();
    await user.keyboard('{ArrowDown}a');
    expect(onSelect).not.toHaveBeenCalled();
    expect(tab('Kommende')).toHaveFocus();
  });

  it('links the selected tab and the only rendered panel', () => {
    render(<Harness />);
    expect(tab('Kommende')).toHaveAttribute('aria-controls', tabPanelId('ws', 'upcoming'));
    expect(tab('Vergangene')).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('tabpanel', { name: 'Kommende' })).toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Harness />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
