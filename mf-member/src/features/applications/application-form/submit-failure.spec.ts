import { ApiRequestError, unreachableMessage } from '@portal/web-kit';
import { englishFormatter } from '../../../test/english.js';
import { describeSaveFailure as describe_ } from './submit-failure.js';

const describeSaveFailure = (error: unknown) => describe_(error, englishFormatter);

const answer = (status: number, message: string) =>
  new ApiRequestError(status, { statusCode: status, message, error: 'Error' });

describe('describeSaveFailure', () => {
  it("says the portal's sentence and that the answers are still here", () => {
    expect(
      describeSaveFailure(answer(503, 'This part of the portal is not reachable right now.')),
    ).toEqual([
      'This part of the portal is not reachable right now.',
      'Your answers are still here, and kept in this browser.',
    ]);
  });

  it("falls back to 'Error saving draft', and says the portal could not be reached when no answer came", () => {
    expect(describeSaveFailure(new Error('boom'))[0]).toBe('Error saving draft');
    expect(describeSaveFailure(new ApiRequestError(0, undefined))).toEqual([
      'Error saving draft',
      unreachableMessage,
      'Your answers are still here, and kept in this browser.',
    ]);
  });
});
