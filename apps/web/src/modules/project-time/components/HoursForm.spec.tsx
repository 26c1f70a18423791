import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@platform/ui/test/axe';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../../test/intl';
import { HoursForm } from './HoursForm';

const renderForm = (locale: 'de' | 'en' = 'de') =>
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <MockedProvider mocks={[]}>
        <HoursForm
          requestId="r1"
          firstDay="2020-01-01"
          lastDay={null}
          editing={null}
          onDone={vi.fn()}
        />
      </MockedProvider>
    </RawIntlProvider>,
  );

describe('HoursForm', () => {
  it('runs the shared hours rule before sending and focuses the first problem', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Stunden/ }), '1,3');
    await user.click(screen.getByRole('button', { name: 'Stunden speichern' }));
    const hours = screen.getByRole('textbox', { name: /^Stunden/ });
    expect(hours).toHaveFocus();
    expect(hours).toHaveAccessibleDescription(/in Viertelstunden an/);
    expect(screen.getByRole('textbox', { name: /^Was wurde getan/ })).toHaveAccessibleDescription(
      /Bitte beschreiben Sie kurz/,
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('words the rule in English', async () => {
    const user = userEvent.setup();
    renderForm('en');
    await user.type(screen.getByRole('textbox', { name: /^Hours/ }), '25');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(screen.getByRole('textbox', { name: /^Hours/ })).toHaveAccessibleDescription(
      /in quarter hours/,
    );
  });
});
