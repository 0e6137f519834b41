import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiRequestError } from '../api/api-request-error.js';
import { QueryFailure } from './query-failure.js';

const paragraphs = () =>
  Array.from(screen.getByRole('alert').querySelectorAll('p'), (line) => line.textContent);

describe('QueryFailure', () => {
  it("shows the portal's sentence when it gave one, with Retry", () => {
    const retry = jest.fn();
    const error = new ApiRequestError(503, {
      statusCode: 503,
      message: 'This part of the portal is not reachable right now.',
      error: 'Service Unavailable',
    });
    render(<QueryFailure error={error} fallback="Error fetching grants" onRetry={retry} />);

    expect(paragraphs()).toEqual(['This part of the portal is not reachable right now.']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("shows the spec's fallback for an answer without a sentence", () => {
    render(
      <QueryFailure
        error={new ApiRequestError(500, undefined)}
        fallback="Error fetching grants"
        onRetry={() => undefined}
      />,
    );

    expect(paragraphs()).toEqual(['Error fetching grants']);
  });

  it('says that the portal could not be reached when no answer arrived (a dropped connection)', () => {
    render(
      <QueryFailure
        error={new ApiRequestError(0, undefined, { cause: new TypeError('Failed to fetch') })}
        fallback="Error fetching grants"
        onRetry={() => undefined}
        retryWhat="loading grants"
      />,
    );

    expect(paragraphs()).toEqual([
      'Error fetching grants',
      'Could not reach the portal. Check your connection and try again.',
    ]);
    expect(screen.getByRole('button').textContent).toBe('Retry loading grants');
  });
});
