import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, generatePath } from 'react-router-dom';
import { routesOwnedBy } from '@portal/contract';
import pages, { builtPages } from './routes.js';

describe('mf-staff ./routes', () => {
  it('has a page for exactly the routes the contract gives to mf-staff', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOwnedBy('mf-staff')
        .map((route) => route.path)
        .sort(),
    );
  });

  it.each(
    routesOwnedBy('mf-staff')
      .filter((route) => !(route.path in builtPages))
      .map((route) => [route.path, route.title]),
  )(
    '%s (not built yet) shows its title and says the Staff area renders it',
    async (path, title) => {
      const Page = pages[path];
      if (!Page) throw new Error(`no page for ${path}`);
      await act(async () => {
        render(
          <MemoryRouter initialEntries={[generatePath(path, { id: 'r-7' })]}>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </MemoryRouter>,
        );
      });

      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      const line = screen.getByText(/^Staff area: /);
      expect(line.textContent).toContain('rendered by mf-staff');
      if (path.includes(':id')) expect(line.textContent).toContain('for record r-7');
    },
  );
});
