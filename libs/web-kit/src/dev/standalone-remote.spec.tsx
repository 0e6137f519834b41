import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useParams } from 'react-router-dom';
import { StandaloneRemote } from './standalone-remote.js';

function GrantPage() {
  return <h1>{`Grant ${useParams().id ?? ''}`}</h1>;
}

describe('StandaloneRemote', () => {
  it('lists the remote’s pages, with an example id for patterns, and opens them', async () => {
    await act(async () => {
      render(
        <MemoryRouter>
          <StandaloneRemote
            remoteName="mf-test"
            pages={{ '/grants': () => <h1>Grants</h1>, '/grants/:id': GrantPage }}
          />
        </MemoryRouter>,
      );
    });
    const index = screen.getByRole('navigation', { name: 'Pages of this remote' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/grants', '/grants/example-id']);

    await act(async () => {
      fireEvent.click(within(index).getByRole('link', { name: '/grants/:id' }));
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grant example-id');
  });
});
