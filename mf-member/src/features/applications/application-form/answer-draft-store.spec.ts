import { type DraftStorage } from '@portal/web-kit';
import { defaultAnswers } from '@portal/contract/applications';
import { aGrantWithEveryQuestionType } from '../../../test/factories.js';
import {
  answersWithDraft,
  draftStorageKey,
  forgetDraft,
  keepDraft,
  readDraft,
} from './answer-draft-store.js';

const grant = aGrantWithEveryQuestionType();
const key = draftStorageKey('u-ann', grant._id);
const now = new Date('2026-09-20T15:00:00.000Z');

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}

describe('answer drafts', () => {
  it('keeps answers per member and grant, and reads them back with when they were kept', () => {
    const storage = memoryStorage();
    const answers = { ...defaultAnswers(grant.sections), '0-0': 'Nursing', '0-1': 'yes' };

    expect(keepDraft(storage, key, answers, grant.sections, now)).toBe(true);

    expect(readDraft(storage, key)).toEqual({
      savedAt: '2026-09-20T15:00:00.000Z',
      answers: expect.objectContaining({ '0-0': 'Nursing', '0-1': 'yes' }),
      chosenFiles: {},
    });
    expect(readDraft(storage, draftStorageKey('u-bob', grant._id))).toBeUndefined();
    expect(draftStorageKey('u-ann', grant._id)).not.toBe(draftStorageKey('u-ann', 'other-grant'));
  });

  it('leaves file answers out: a browser cannot put the file back', () => {
    const storage = memoryStorage();
    keepDraft(storage, key, { '0-0': 'Nursing', '1-2': 'enrolment.pdf' }, grant.sections, now);

    expect(readDraft(storage, key)?.answers).toEqual({ '0-0': 'Nursing' });
  });

  it('forgets the draft', () => {
    const storage = memoryStorage();
    keepDraft(storage, key, { '0-0': 'Nursing' }, grant.sections, now);

    forgetDraft(storage, key);

    expect(readDraft(storage, key)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('answers false when the browser refuses to keep it (storage full or switched off)', () => {
    const full: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(keepDraft(full, key, { '0-0': 'Nursing' }, grant.sections, now)).toBe(false);
  });

  it.each([
    ['not JSON', '{"savedAt":'],
    ['not an object', '[1, 2]'],
    ['no savedAt', '{"answers":{}}'],
    ['answers not an object', '{"savedAt":"2026-09-20T15:00:00Z","answers":"x"}'],
  ])('reads a kept value that is %s as no draft', (_case, text) => {
    const storage = memoryStorage();
    storage.setItem(key, text);
    expect(readDraft(storage, key)).toBeUndefined();
  });

  it('drops kept values that are neither a text nor a list of texts', () => {
    const storage = memoryStorage();
    storage.setItem(
      key,
      JSON.stringify({ savedAt: 'x', answers: { '0-0': 'Nursing', '0-1': 3, '1-0': [1] } }),
    );
    expect(readDraft(storage, key)?.answers).toEqual({ '0-0': 'Nursing' });
  });
});

describe('answersWithDraft', () => {
  const defaults = defaultAnswers(grant.sections);

  it('starts from the defaults when nothing was kept', () => {
    expect(answersWithDraft(grant.sections, {})).toEqual(defaults);
  });

  it('puts back each kept answer of every type but file', () => {
    const kept = {
      '0-0': 'Nursing',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '0-3': 'Part-time',
      '1-0': ['Travel'],
      '1-1': ['Housing', 'Tuition', 'Transportation'],
      '1-2': 'enrolment.pdf',
    };
    expect(answersWithDraft(grant.sections, kept)).toEqual({ ...kept, '1-2': '' });
  });

  it('keeps an empty answer the member chose (a multi-select with nothing ticked)', () => {
    expect(answersWithDraft(grant.sections, { '1-0': [] })['1-0']).toEqual([]);
  });

  it('starts afresh an answer that no longer fits its question (the grant was edited)', () => {
    const answers = answersWithDraft(grant.sections, {
      '0-1': 'maybe',
      '0-3': 'Evenings',
      '1-0': ['Tuition', 'Rent'],
      '1-1': ['Tuition', 'Housing'],
      '9-9': 'a question that is gone',
    });
    expect(answers).toEqual(defaults);
  });

  it('never puts back an empty priority ordering: the list would have nothing to arrange', () => {
    expect(answersWithDraft(grant.sections, { '1-1': [] })['1-1']).toEqual([
      'Tuition',
      'Housing',
      'Transportation',
    ]);
  });
});
