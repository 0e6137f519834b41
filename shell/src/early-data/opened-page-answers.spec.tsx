import { act, render, screen } from '@testing-library/react';
import { useDrawnAnswers } from '@portal/web-kit';
import { Link, MemoryRouter, Route, Routes } from '@portal/web-kit/router';
import { OpenedPageAnswers } from './opened-page-answers.js';

function Page({ name }: { name: string }) {
  const answers = useDrawnAnswers();
  return (
    <p>
      {name}: {answers ? 'drawn answers' : 'loads its own'}
      <Link to="/apply-grant">to the list</Link> <Link to="/apply-grant/g-1">to the form</Link>
    </p>
  );
}

describe('the answers the opened page was drawn with, given to the pages', () => {
  it('are for the opened page until the member moves on, even back to it', async () => {
    render(
      <MemoryRouter initialEntries={['/apply-grant/g-1']}>
        <OpenedPageAnswers answers={new Map([['/api/grants/g-1', {}]])}>
          <Routes>
            <Route path="/apply-grant/:id" element={<Page name="form" />} />
            <Route path="/apply-grant" element={<Page name="list" />} />
          </Routes>
        </OpenedPageAnswers>
      </MemoryRouter>,
    );
    expect(screen.getByText(/^form: drawn answers/)).toBeTruthy();

    await act(async () => screen.getByRole('link', { name: 'to the list' }).click());
    expect(screen.getByText(/^list: loads its own/)).toBeTruthy();

    await act(async () => screen.getByRole('link', { name: 'to the form' }).click());
    expect(screen.getByText(/^form: loads its own/)).toBeTruthy();
  });

  it('are none for a page the browser draws itself', () => {
    render(
      <MemoryRouter initialEntries={['/apply-grant/g-1']}>
        <OpenedPageAnswers answers={null}>
          <Page name="form" />
        </OpenedPageAnswers>
      </MemoryRouter>,
    );
    expect(screen.getByText(/^form: loads its own/)).toBeTruthy();
  });
});
