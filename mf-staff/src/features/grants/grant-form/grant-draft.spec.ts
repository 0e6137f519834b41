import { checkGrant, type Grant } from '@portal/contract/grants';
import { draftFromGrant, grantBody, newGrantDraft } from './grant-draft.js';

const loaded: Grant = {
  _id: '5b3c1e4a-7f0d-4c55-9d1e-2f6a8b9c0d11',
  title: 'Trades Bursary',
  type: 'award',
  description: 'For apprentices.',
  openDate: '2026-09-01T04:00:00.000Z',
  // A date-only close date from quick add: the very end of the day, seconds included.
  closeDate: '2026-10-01T03:59:59.999Z',
  status: 'published',
  oneApplicationPerMember: false,
  sections: [
    {
      label: 'Plans',
      description: '',
      weight: 100,
      questions: [
        {
          label: 'Trade',
          type: 'dropdown',
          required: true,
          weight: 60,
          options: ['Welding', 'Carpentry'],
          defaultSelected: ['Carpentry'],
        },
        {
          label: 'Why',
          type: 'textarea',
          required: false,
          weight: 40,
          options: [],
          defaultSelected: [],
        },
      ],
    },
  ],
  applicationCount: 2,
  lockedAt: '2026-09-02T12:00:00.000Z',
  createdBy: null,
  submittedBy: null,
  archivedAt: null,
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
};

describe('the grant draft', () => {
  it('starts as a scholarship with the General Information section of weight 100 and no questions', () => {
    const draft = newGrantDraft();
    expect(draft.type).toBe('scholarship');
    expect(draft.status).toBeNull();
    expect(draft.sections).toEqual([
      {
        key: expect.any(String),
        label: 'General Information',
        description: 'Basic applicant information',
        weight: 100,
        questions: [],
      },
    ]);
  });

  it('is sent without a status when new: the portal starts every grant as a draft', () => {
    expect(grantBody(newGrantDraft())).not.toHaveProperty('status');
  });

  it('takes one application per member unless the builder unticks it', () => {
    expect(grantBody(newGrantDraft()).oneApplicationPerMember).toBe(true);
    const several = { ...newGrantDraft(), oneApplicationPerMember: false };
    expect(grantBody(several).oneApplicationPerMember).toBe(false);
  });

  it('reads a loaded grant with dates as Toronto inputs and defaults pointing to options', () => {
    const draft = draftFromGrant(loaded, 'published');
    expect(draft.openDate).toBe('2026-09-01T00:00');
    expect(draft.closeDate).toBe('2026-09-30T23:59');
    const trade = draft.sections[0].questions[0];
    expect(trade.defaultKeys).toEqual([trade.options[1].key]);
  });

  it('sends a loaded grant back as it was, dates to the millisecond while their inputs are untouched', () => {
    const body = grantBody(draftFromGrant(loaded, 'published'));
    expect(body).toEqual({
      title: loaded.title,
      type: loaded.type,
      description: loaded.description,
      openDate: loaded.openDate,
      closeDate: loaded.closeDate,
      status: 'published',
      oneApplicationPerMember: false,
      sections: loaded.sections,
    });
    expect(checkGrant(body).ok).toBe(true);
  });

  it('sends a changed date as typed, which the contract reads as Toronto time', () => {
    const draft = { ...draftFromGrant(loaded, 'draft'), closeDate: '2026-10-15T17:00' };
    const body = grantBody(draft);
    expect(body.closeDate).toBe('2026-10-15T17:00');
    const check = checkGrant(body);
    expect(check.ok && check.grant.closeDate).toBe('2026-10-15T21:00:00.000Z');
  });

  it('sends no options or defaults for a type without options, though the draft keeps them', () => {
    const draft = draftFromGrant(loaded, 'draft');
    const trade = draft.sections[0].questions[0];
    const changed = {
      ...draft,
      sections: [{ ...draft.sections[0], questions: [{ ...trade, type: 'date' as const }] }],
    };
    expect(grantBody(changed).sections[0].questions[0]).toMatchObject({
      type: 'date',
      options: [],
      defaultSelected: [],
    });
  });
});
