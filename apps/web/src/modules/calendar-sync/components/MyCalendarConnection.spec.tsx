import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@platform/ui/test/axe';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  DisconnectCalendarDocument,
  MyCalendarConnectionDocument,
} from '../../../graphql/generated/graphql';
import { testIntl } from '../../../test/intl';
import { MyCalendarConnection } from './MyCalendarConnection';

const connected = {
  request: { query: MyCalendarConnectionDocument },
  result: {
    data: {
      myCalendarConnection: {
        __typename: 'CalendarConnection',
        consultantId: 'c1',
        kind: 'caldav',
        calendarName: 'Arbeit',
        host: 'dav.example.org',
        status: 'connected',
        problem: null,
        lastSyncedAt: '2026-11-20T09:00:00Z',
      },
    },
  },
};
const none = {
  request: { query: MyCalendarConnectionDocument },
  result: { data: { myCalendarConnection: null } },
};
const disconnected = (oldCalendarEntries: 'removed' | 'left') => ({
  request: { query: DisconnectCalendarDocument },
  result: {
    data: {
      disconnectCalendar: {
        __typename: 'CalendarDisconnection',
        disconnected: true,
        oldCalendarEntries,
      },
    },
  },
});

const renderBox = (locale: 'de' | 'en', entries: 'removed' | 'left') =>
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <MockedProvider mocks={[connected, disconnected(entries), none]}>
        <MyCalendarConnection />
      </MockedProvider>
    </RawIntlProvider>,
  );

describe('MyCalendarConnection: what became of the entries in the old calendar', () => {
  it('says the bookings were deleted from the disconnected calendar', async () => {
    const user = userEvent.setup();
    renderBox('de', 'removed');
    await user.click(await screen.findByRole('button', { name: 'Verbindung trennen' }));
    // The status region is there from the start (empty): wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Die Verbindung ist getrennt. Die Buchungen, die wir in den Kalender „Arbeit“ eingetragen hatten, haben wir dort gelöscht.',
      ),
    );
    expect(screen.queryByText(/von Hand/)).toBeNull();
  });

  it('asks to delete them by hand when the calendar could not be reached (en), accessibly', async () => {
    const user = userEvent.setup();
    const { container } = renderBox('en', 'left');
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('Please delete the entries in the calendar “Arbeit” yourself'),
    ).toBeVisible();
    expect(screen.getByText(/please delete them there by hand/)).toBeVisible();
    expect(screen.getByText('The calendar is disconnected.')).toHaveRole('status');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
