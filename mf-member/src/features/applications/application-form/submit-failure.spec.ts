import { ApiRequestError, unreachableMessage } from '@portal/web-kit';
import { describeSubmitFailure } from './submit-failure.js';

const answer = (status: number, message: string, code?: 'application.grant_not_open') =>
  new ApiRequestError(status, { statusCode: status, message, error: 'Error', code });

describe('describeSubmitFailure', () => {
  it("says the portal's sentence and that the answers are still here, with the way to try again", () => {
    expect(
      describeSubmitFailure(answer(503, 'This part of the portal is not reachable right now.')),
    ).toEqual([
      'This part of the portal is not reachable right now.',
      'Your answers are still here: press Submit Application to try again.',
    ]);
  });

  it("falls back to spec §8's 'Error submitting application'", () => {
    expect(describeSubmitFailure(new ApiRequestError(500, undefined))[0]).toBe(
      'Error submitting application',
    );
    expect(describeSubmitFailure(new Error('boom'))[0]).toBe('Error submitting application');
  });

  it('says the portal could not be reached when no answer came back', () => {
    expect(describeSubmitFailure(new ApiRequestError(0, undefined))).toEqual([
      'Error submitting application',
      unreachableMessage,
      'Your answers are still here: press Submit Application to try again.',
    ]);
  });

  it('does not suggest trying again when the grant no longer takes applications', () => {
    const lines = describeSubmitFailure(
      answer(409, 'This grant is not open for applications.', 'application.grant_not_open'),
    );
    expect(lines).toEqual([
      'This grant is not open for applications.',
      'Your answers are still here, and kept in this browser.',
    ]);
  });
});
