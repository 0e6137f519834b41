import { ApiRequestError } from '@portal/web-kit';
import { describeSaveFailure } from './save-failure.js';

describe('describeSaveFailure', () => {
  it("shows the portal's sentence and, for a grant rule, its details by field", () => {
    const refused = new ApiRequestError(400, {
      statusCode: 400,
      message: 'Section weights must sum to 100%. Current total: 90%',
      error: 'Bad Request',
      code: 'grant.weights',
      errors: [
        { field: 'sections', message: 'Section weights must sum to 100%. Current total: 90%' },
        { field: 'sections.0.label', message: 'Section 1 needs a label' },
      ],
    });
    expect(describeSaveFailure(refused, 'Error creating grant')).toEqual({
      message: 'Section weights must sum to 100%. Current total: 90%',
      fields: {
        sections: 'Section weights must sum to 100%. Current total: 90%',
        'sections.0.label': 'Section 1 needs a label',
      },
    });
  });

  it('puts nothing on the fields for other refusals', () => {
    const forbidden = new ApiRequestError(403, {
      statusCode: 403,
      message: 'You may not change grants.',
      error: 'Forbidden',
      code: 'auth.forbidden',
      errors: [{ field: 'title', message: 'ignored' }],
    });
    expect(describeSaveFailure(forbidden, 'Error updating grant')).toEqual({
      message: 'You may not change grants.',
      fields: {},
    });
  });

  it("falls back to the screen's text when the portal said nothing (spec §8)", () => {
    expect(
      describeSaveFailure(new ApiRequestError(502, undefined), 'Error creating grant'),
    ).toEqual({
      message: 'Error creating grant',
      fields: {},
    });
    expect(describeSaveFailure(new TypeError('boom'), 'Error updating grant').message).toBe(
      'Error updating grant',
    );
  });
});
