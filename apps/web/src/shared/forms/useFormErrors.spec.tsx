import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '@platform/ui';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormErrors } from './useFormErrors';

const FIELDS = ['name', 'email', 'poster'] as const;

function Harness({ server = {} }: { server?: Partial<Record<(typeof FIELDS)[number], string>> }) {
  const { formRef, errors, clearErrors, showErrors } = useFormErrors(FIELDS);
  const [values, setValues] = useState({ name: '', email: '' });
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const change = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    clearErrors(Object.keys(patch));
  };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = {
          ...(values.name ? {} : { name: 'Name fehlt.' }),
          ...(values.email ? {} : { email: 'E-Mail fehlt.' }),
        };
        if (!showErrors(found)) showErrors(server, summaryRef.current);
      }}
    >
      <TextField
        name="name"
        label="Name"
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        name="email"
        label="E-Mail"
        value={values.email}
        error={errors.email}
        onChange={(event) => change({ email: event.target.value })}
      />
      {errors.poster && <p>{errors.poster}</p>}
      <p ref={summaryRef} tabIndex={-1}>
        Zusammenfassung
      </p>
      <button type="submit">Senden</button>
    </form>
  );
}

describe('useFormErrors', () => {
  it('shows every message and focuses the first field in form order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByText('Name fehlt.')).toBeInTheDocument();
    expect(screen.getByText('E-Mail fehlt.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('clears only the message of the field that changed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.queryByText('Name fehlt.')).not.toBeInTheDocument();
    expect(screen.getByText('E-Mail fehlt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveFocus();
  });

  it('focuses the fallback when the field with a message has no control', async () => {
    const user = userEvent.setup();
    render(<Harness server={{ poster: 'Poster fehlt.' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'a@b.de');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByText('Poster fehlt.')).toBeInTheDocument();
    expect(screen.getByText('Zusammenfassung')).toHaveFocus();
  });

  it('formProps: a changed control loses its message, the browser keeps quiet', async () => {
    const user = userEvent.setup();
    render(<PropsHarness />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('Code fehlt.');
    expect(code.closest('form')).toHaveAttribute('novalidate');
    await user.type(code, '1');
    expect(screen.queryByText('Code fehlt.')).not.toBeInTheDocument();
  });
});

function PropsHarness() {
  const { formProps, errors, showErrors } = useFormErrors(['code'] as const);
  const [code, setCode] = useState('');
  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        event.preventDefault();
        showErrors(code ? {} : { code: 'Code fehlt.' });
      }}
    >
      <TextField
        name="code"
        label="Code"
        required
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit">Senden</button>
    </form>
  );
}
