import {
  findUnstorableText,
  isStorableText,
  textPathName,
  unstorableTextMessage,
} from './storable-text.js';

describe('text PostgreSQL can store', () => {
  it('refuses U+0000 anywhere in a string', () => {
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('Bursary\u00002026')).toBe(false);
    expect(isStorableText('end\u0000')).toBe(false);
  });

  it('refuses a lone high surrogate and a lone low surrogate', () => {
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
    expect(isStorableText('cut emoji \ud83d')).toBe(false);
    expect(isStorableText('\ude00 orphan')).toBe(false);
  });

  it('refuses a pair in the wrong order (low then high)', () => {
    expect(isStorableText('\udc00\ud800')).toBe(false);
  });

  it('accepts a valid pair, accents, other control characters and the empty string', () => {
    expect(isStorableText('😀')).toBe(true);
    expect(isStorableText('\ud83d\ude00 and 𝄞')).toBe(true);
    expect(isStorableText('Élève, naïve, ᓀᐦᐃᔭᐍᐏᐣ')).toBe(true);
    expect(isStorableText('tab\tnew line\n\u0001')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('answers undefined for a value with only storable text', () => {
    expect(
      findUnstorableText({
        title: 'Bursary 😀',
        sections: [{ label: 'About', questions: [{ options: ['a', 'b'] }] }],
        weight: 100,
        required: true,
        nothing: null,
      }),
    ).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
    expect(findUnstorableText(42)).toBeUndefined();
  });

  it('names the path of a NUL deep in nested objects and arrays', () => {
    const grant = {
      title: 'Bursary',
      sections: [
        { label: 'About', questions: [{ label: 'ok' }] },
        { label: 'More', questions: [{ label: 'fine' }, { label: 'bad\u0000label' }] },
      ],
    };
    expect(findUnstorableText(grant)).toEqual(['sections', 1, 'questions', 1, 'label']);
  });

  it('names the path of a lone surrogate in an array of strings', () => {
    expect(findUnstorableText({ options: ['Yes', 'No', '\udc00'] })).toEqual(['options', 2]);
    expect(findUnstorableText([['\ud800']])).toEqual([0, 0]);
  });

  it('answers the empty path for a string that is the whole value', () => {
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  it('finds a key holding NUL or a lone surrogate, the path ending with the key', () => {
    expect(findUnstorableText({ answers: { '0-0': 'fine', '0-1\u0000': 'x' } })).toEqual([
      'answers',
      '0-1\u0000',
    ]);
    expect(findUnstorableText({ '\ud800': 1 })).toEqual(['\ud800']);
  });

  it('answers the shallowest problem first, in document order at each depth', () => {
    expect(findUnstorableText({ a: 'ok', b: ['\u0000'], c: '\ud800' })).toEqual(['c']);
    expect(findUnstorableText({ a: { x: '\ud800' }, b: ['\u0000'] })).toEqual(['a', 'x']);
  });

  it('walks a nesting 100,000 deep without overflowing the stack', () => {
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const path = findUnstorableText(deep);
    expect(path).toHaveLength(100_001);
    expect(path?.every((key) => key === 0)).toBe(true);
  });

  it('reads objects without Object as prototype (a parsed query) and own "__proto__" keys', () => {
    const withoutPrototype = Object.assign(Object.create(null) as Record<string, unknown>, {
      portal: 'education\u0000',
    });
    expect(findUnstorableText(withoutPrototype)).toEqual(['portal']);
    // Fastify's query parser makes its objects from a prototype of its own, itself without one.
    const query = Object.assign(Object.create(Object.create(null) as object) as object, {
      userOnly: '\ud800',
    });
    expect(findUnstorableText(query)).toEqual(['userOnly']);
    expect(findUnstorableText(JSON.parse('{"__proto__":{"x":"\\u0000"}}'))).toEqual([
      '__proto__',
      'x',
    ]);
  });

  it('does not look into values that are not JSON (a Buffer, a Date, a Map)', () => {
    const map = new Map([['\u0000', '\u0000']]);
    expect(
      findUnstorableText({ file: Buffer.from([0, 0xd8]), at: new Date(0), map }),
    ).toBeUndefined();
  });
});

describe('the field and sentence of unstorable text', () => {
  it('joins the path with dots, as the errors of zod are named', () => {
    expect(textPathName(['sections', 0, 'questions', 1, 'label'])).toBe(
      'sections.0.questions.1.label',
    );
  });

  it('writes the unstorable character of a key as an escape, never the character itself', () => {
    expect(textPathName(['answers', '0-1\u0000'])).toBe('answers.0-1\\u0000');
    expect(textPathName(['\ud800x'])).toBe('\\ud800x');
    expect(textPathName(['😀'])).toBe('😀');
  });

  it('says where the character is and what to do, in a sentence', () => {
    expect(unstorableTextMessage(['title'])).toBe(
      'The text at title holds a character the portal cannot store (a NUL character, or half of an emoji or other surrogate pair). Please remove it and try again.',
    );
    expect(unstorableTextMessage([])).toMatch(/^The request holds a character/);
  });
});
