import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { useFormFeedback } from '../form/use-form-feedback.js';
import { portalLanguage, useKitMessages } from '../i18n/index.js';
import { QueryFailure } from '../ui/query-failure.js';
import { ApiRequestError, errorMessage } from './api-request-error.js';
import { useProblemText } from './use-problem-text.js';

const emailTaken = () =>
  new ApiRequestError(409, {
    statusCode: 409,
    code: 'user.email_taken',
    message: 'This email is already registered.',
    error: 'Conflict',
  });

const withoutCode = () =>
  new ApiRequestError(400, {
    statusCode: 400,
    message: 'A sentence only the server knows.',
    error: 'Bad Request',
  });

/** A screen that shows an error itself, through the hook. */
function OwnError({ error }: { error: unknown }) {
  const problemText = useProblemText();
  return <p>{problemText(error, 'The save failed.')}</p>;
}

/** A form that keeps the failure as `errorMessage` gives it, as every part's forms do. */
function RegisterForm({ error }: { error: unknown }) {
  const { formRef, message, show } = useFormFeedback();
  return (
    <form ref={formRef}>
      <button type="button" onClick={() => show({}, errorMessage(error, 'Failed'))}>
        send
      </button>
      <p role="alert">{message}</p>
    </form>
  );
}

function renderInSuspense(element: ReactNode) {
  return render(<Suspense>{element}</Suspense>);
}

// The French words are fetched once, before the screens draw (a chunk in the browser).
beforeAll(() => useKitMessages.preload('fr'));

describe('an API error in the chosen language', () => {
  afterEach(() => act(() => portalLanguage().choose('en')));

  it("in English, the service's sentence exactly", async () => {
    renderInSuspense(<OwnError error={emailTaken()} />);
    expect(await screen.findByText('This email is already registered.')).toBeTruthy();
  });

  it('in French, the translation of its code, wherever web-kit shows it', async () => {
    act(() => portalLanguage().choose('fr'));
    renderInSuspense(
      <>
        <OwnError error={emailTaken()} />
        <QueryFailure error={emailTaken()} fallback="Échec" onRetry={() => undefined} />
        <RegisterForm error={emailTaken()} />
      </>,
    );

    expect(await screen.findAllByText('Ce courriel est déjà inscrit.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getAllByText('Ce courriel est déjà inscrit.')).toHaveLength(3);
    expect(screen.queryByText('This email is already registered.')).toBeNull();
  });

  it("in French, the service's sentence for an error without a code, the fallback without a sentence", async () => {
    act(() => portalLanguage().choose('fr'));
    renderInSuspense(
      <>
        <OwnError error={withoutCode()} />
        <OwnError error={new ApiRequestError(500, undefined)} />
      </>,
    );
    expect(await screen.findByText('A sentence only the server knows.')).toBeTruthy();
    expect(screen.getByText('The save failed.')).toBeTruthy();
  });

  it('follows a change of language on a message already shown', async () => {
    renderInSuspense(<RegisterForm error={emailTaken()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'send' }));
    expect(screen.getByRole('alert').textContent).toBe('This email is already registered.');

    act(() => portalLanguage().choose('fr'));
    expect(await screen.findByText('Ce courriel est déjà inscrit.')).toBeTruthy();
  });
});
