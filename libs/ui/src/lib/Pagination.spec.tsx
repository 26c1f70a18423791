import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { Pagination, visiblePages } from './Pagination';

const LABELS = {
  navigation: 'Seiten',
  previous: 'Zurück',
  next: 'Weiter',
  page: (page: number) => `Seite ${page}`,
};

function Harness({ initial = 1, pageCount }: { initial?: number; pageCount: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} labels={LABELS} />;
}

const current = () =>
  screen.getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'page');

describe('visiblePages', () => {
  it('lists every page up to seven', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 19, 20]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Harness pageCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a named navigation that marks the current page', () => {
    render(<Harness pageCount={5} initial={2} />);
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Seite 2');
  });

  it('works by keyboard: Tab to a page and press Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Harness pageCount={5} />);
    // "Zurück" is disabled on the first page and skipped.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Seite 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(current()).toHaveAccessibleName('Seite 2');
    await user.tab();
    await user.keyboard(' ');
    expect(current()).toHaveAccessibleName('Seite 3');
  });

  it('steps with Zurück and Weiter and disables them at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness pageCount={3} initial={2} />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(current()).toHaveAccessibleName('Seite 3');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(current()).toHaveAccessibleName('Seite 1');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Harness pageCount={20} initial={10} />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
