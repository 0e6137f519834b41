import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { ApiRequestError } from '../api/api-request-error.js';
import { portalLanguage, useKitMessages } from '../i18n/index.js';
import { DataTable } from './data-table.js';
import { FileDownload } from './file-download.js';
import { LoadingStatus, slowLoadingAfterMs } from './loading-status.js';
import { QueryFailure } from './query-failure.js';
import { useConfirm } from './use-confirm.js';

/** Asks a question without giving the dialog's own words: the kit's are shown. */
function PlainQuestion() {
  const { confirm, confirmDialog } = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void confirm('Supprimer ce brouillon?').then((yes) => setAnswer(String(yes)))
        }
      >
        ask
      </button>
      <p>answer: {answer}</p>
      {confirmDialog}
    </>
  );
}

// The French words are fetched once, before the screens draw (a chunk in the browser).
beforeAll(() => useKitMessages.preload('fr'));

describe("the shared components' own words in French", () => {
  beforeEach(() => act(() => portalLanguage().choose('fr')));
  afterEach(() => act(() => portalLanguage().choose('en')));

  it('the confirm dialog: its heading and its yes and no buttons', async () => {
    render(
      <Suspense>
        <PlainQuestion />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'ask' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Veuillez confirmer' }));
    expect(dialog.getByRole('button', { name: 'OK' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('answer: false')).toBeTruthy();
  });

  it("a failed load: Retry and the dropped connection's sentence", async () => {
    const error = new ApiRequestError(0, undefined, { cause: new TypeError('Failed to fetch') });
    render(
      <Suspense>
        <QueryFailure
          error={error}
          fallback="Erreur lors du chargement des bourses"
          onRetry={() => undefined}
          retryWhat="le chargement des bourses"
        />
      </Suspense>,
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erreur lors du chargement des bourses')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Impossible de joindre le portail. Vérifiez votre connexion et réessayez.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByRole('button').textContent).toBe(
      'Réessayer le chargement des bourses',
    );
  });

  it('a slow load, a table and a file download', async () => {
    jest.useFakeTimers();
    try {
      render(
        <Suspense>
          <LoadingStatus onRetry={() => undefined}>Chargement…</LoadingStatus>
          <DataTable
            caption="Fichiers"
            columns={[{ header: 'Nom', cell: (row: string) => row }]}
            rows={['a']}
            rowKey={(row) => row}
            actions={() => null}
          />
          <FileDownload
            path="/api/files/1"
            filename="releve.pdf"
            size={1536}
            openAs="application/pdf"
          />
        </Suspense>,
      );
      expect(await screen.findByRole('columnheader', { name: 'Actions' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Télécharger releve.pdf' })).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Ouvrir releve.pdf dans un nouvel onglet' }),
      ).toBeTruthy();
      expect(document.querySelector('.file-download .muted')?.textContent).toMatch(
        /^\(1,5\sko\)$/u,
      );
      act(() => jest.advanceTimersByTime(slowLoadingAfterMs));
      expect(screen.getByText(/Le chargement prend plus de temps que d’habitude/u)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
