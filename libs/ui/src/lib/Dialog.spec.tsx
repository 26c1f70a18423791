import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { installDialogStandIn } from '../test/dialog-stand-in';
import { Button } from './Button';
import { Dialog } from './Dialog';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installDialogStandIn();
});
afterAll(() => uninstall());

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Konto löschen</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Konto endgültig löschen?"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Abbrechen
            </Button>
            <Button variant="danger">Löschen</Button>
          </>
        }
      >
        <p>Das kann nicht rückgängig gemacht werden.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing inside while closed', () => {
    render(<Harness />);
    expect(screen.queryByText('Konto endgültig löschen?')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });

  it('closes on Escape, reports it once and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Konto löschen' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when the caller sets open to false (a footer button)', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Konto löschen' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // Reported twice: by the caller's own button, then by the dialog's close event.
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no serious accessibility violations while open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
