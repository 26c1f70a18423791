import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { Alert } from './Alert';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { VisuallyHidden } from './VisuallyHidden';

describe('TextField, TextAreaField, SelectField', () => {
  it('label the control and describe it by hint, then error', () => {
    render(
      <>
        <TextField label="Titel" hint="Kurz und klar." error="Bitte Titel eingeben." />
        <TextAreaField label="Beschreibung" hint="Worum geht es?" />
        <SelectField label="Format" error="Bitte wählen.">
          <option value="online">Online</option>
        </SelectField>
      </>,
    );
    const title = screen.getByRole('textbox', { name: 'Titel' });
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription('Kurz und klar. Bitte Titel eingeben.');
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveAccessibleDescription(
      'Worum geht es?',
    );
    expect(screen.getByRole('combobox', { name: 'Format' })).toBeInvalid();
  });

  it('keep a describedby the caller passes', () => {
    render(
      <>
        <TextField label="Preis" hint="In Euro." aria-describedby="extra" />
        <p id="extra">Später nicht änderbar.</p>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Preis' })).toHaveAccessibleDescription(
      'In Euro. Später nicht änderbar.',
    );
  });

  it('have no serious accessibility violations, with and without errors', async () => {
    const { container } = render(
      <form>
        <TextField label="Titel" hint="Kurz." required />
        <TextField label="E-Mail" type="email" error="Ungültig." optionalLabel="(optional)" />
        <TextAreaField label="Beschreibung" error="Bitte ausfüllen." />
        <SelectField label="Format" hint="Wie findet er statt?">
          <option value="online">Online</option>
          <option value="onsite">Vor Ort</option>
        </SelectField>
      </form>,
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('Button', () => {
  it('stays focusable but ignores clicks while loading, and says so', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button loading loadingLabel="Wird gespeichert…" onClick={onClick}>
        Speichern
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Wird gespeichert…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('activates with Enter and Space', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Speichern</Button>);
    await user.tab();
    await user.keyboard('{Enter} ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('renders a link when given href', () => {
    render(<Button href="/academy">Zur Academy</Button>);
    expect(screen.getByRole('link', { name: 'Zur Academy' })).toHaveAttribute('href', '/academy');
  });
});

describe('Alert', () => {
  it('uses alert for assertive, status for polite and no role when off', () => {
    render(
      <>
        <Alert tone="danger" live="assertive">
          <p>Fehler</p>
        </Alert>
        <Alert tone="success">
          <p>Gespeichert</p>
        </Alert>
        <Alert live="off">
          <p>Hinweis</p>
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler');
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  });
});

describe('the small primitives', () => {
  it('have no serious accessibility violations', async () => {
    const { container } = render(
      <main>
        <Card as="article">
          <h2>Workshop</h2>
          <Badge tone="success">Freigegeben</Badge>
          <Alert tone="warning" title="Achtung">
            <p>Fast ausgebucht.</p>
          </Alert>
          <Button>
            Anmelden <VisuallyHidden>zum Workshop</VisuallyHidden>
          </Button>
          <Button href="/academy" variant="secondary">
            Alle Workshops
          </Button>
        </Card>
      </main>,
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
