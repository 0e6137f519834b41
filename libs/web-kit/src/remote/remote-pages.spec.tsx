import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { remotePages } from './remote-pages.js';
import { RouteTitleContext } from './route-title.js';

function Built() {
  return <h1>Built screen</h1>;
}

describe('remotePages', () => {
  const pages = remotePages(
    [
      { path: '/built', title: 'Built' },
      { path: '/later/:id', title: 'Later Screen' },
    ],
    { '/built': Built },
    { area: 'member', remote: 'mf-member' },
  );

  it('has a page for each owned route: the built one, or a placeholder', () => {
    expect(Object.keys(pages)).toEqual(['/built', '/later/:id']);
    expect(pages['/built']).toBe(Built);
  });

  it('lets a placeholder say its title, which remote renders it, and the record', () => {
    const Later = pages['/later/:id'];
    if (!Later) throw new Error('no page for /later/:id');
    render(
      <MemoryRouter initialEntries={['/later/r-7']}>
        <Routes>
          <Route path="/later/:id" element={<Later />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Later Screen');
    expect(screen.getByText(/^Member area: /).textContent).toBe(
      'Member area: this page is rendered by mf-member for record r-7.',
    );
  });

  it("titles a placeholder with the shell's title of the route (in the chosen language)", () => {
    const Later = pages['/later/:id'];
    if (!Later) throw new Error('no page for /later/:id');
    render(
      <MemoryRouter initialEntries={['/later/r-7']}>
        <RouteTitleContext value="Écran à venir">
          <Routes>
            <Route path="/later/:id" element={<Later />} />
          </Routes>
        </RouteTitleContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Écran à venir');
  });
});
