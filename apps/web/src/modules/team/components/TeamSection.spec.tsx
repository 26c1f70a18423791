import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../../test/intl';
import { ServerTeamProfilesContext, teamStateHtml } from '../api/team-page-state';
import type { TeamProfile } from '../api/team-profile';
import { TeamSection } from './TeamSection';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const lena: TeamProfile = {
  id: 'p-1',
  display_name: 'Lena </script> Hoffmann',
  headline: 'Innovationsberaterin',
  bio: '',
  skills: ['KI'],
  location: 'Berlin',
  links: {},
  photo_url: '/media/abc',
  email: 'lena@example.org',
};

const team = (body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));

const section = () => (
  <RawIntlProvider value={testIntl('de')}>
    <TeamSection />
  </RawIntlProvider>
);

describe('TeamSection with the team the server rendered', () => {
  it('renders the given profiles on the server, without "loading"', () => {
    const html = renderToString(
      <ServerTeamProfilesContext value={[lena]}>{section()}</ServerTeamProfilesContext>,
    );
    expect(html).toContain('Lena &lt;/script&gt; Hoffmann');
    expect(html).not.toContain('Team wird geladen');
    expect(html).toContain('data-fallback-text="Kein Bild"');
  });

  it('starts from the page’s profiles once, then loads the team again on the next mount', async () => {
    // The element as the API writes it: the JSON cannot end the script early.
    const state = teamStateHtml([lena]);
    expect(state).not.toContain('</script> Hoffmann');
    document.body.insertAdjacentHTML('beforeend', state);
    const fetch = team({ success: true, profiles: [{ ...lena, display_name: 'Neu Geladen' }] });
    vi.stubGlobal('fetch', fetch);

    const first = render(section());
    expect(screen.getByRole('heading', { name: 'Lena </script> Hoffmann' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById('team-profiles')).toBeNull();
    first.unmount();

    render(section());
    expect(screen.getByRole('status')).toHaveTextContent('Team wird geladen');
    expect(await screen.findByRole('heading', { name: 'Neu Geladen' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the sample profiles when the server found nobody', () => {
    const html = renderToString(
      <ServerTeamProfilesContext value={[]}>{section()}</ServerTeamProfilesContext>,
    );
    expect(html).toContain('Anna Berger');
    expect(html).toContain('Beispielprofile');
  });
});
