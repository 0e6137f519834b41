import fc from 'fast-check';

/**
 * JSON text that `JSON.stringify` cannot write (`-0`, `1e400`, a nesting 100,000 deep, raw bytes
 * that are not UTF-8), kept as bytes and spliced into a body by `jsonBytes`.
 */
export class RawJson {
  constructor(
    readonly bytes: Buffer,
    /** What it is, short, for a failure's report. */
    readonly label: string,
  ) {}

  static text(text: string, label = text): RawJson {
    return new RawJson(Buffer.from(text, 'utf8'), label);
  }
}

const rawMarker = /"@@raw-json-(\d+)@@"/g;

/** A value as JSON bytes, with every `RawJson` in it written as its own bytes. */
export function jsonBytes(value: unknown): Buffer {
  const raws: RawJson[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item);
      return `@@raw-json-${raws.length - 1}@@`;
    }
    return item;
  });
  if (text === undefined) return Buffer.alloc(0);
  const pieces: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(rawMarker)) {
    pieces.push(Buffer.from(text.slice(last, match.index), 'utf8'));
    pieces.push(raws[Number(match[1])].bytes);
    last = match.index + match[0].length;
  }
  pieces.push(Buffer.from(text.slice(last), 'utf8'));
  return Buffer.concat(pieces);
}

/** A JSON nesting `depth` deep: arrays or objects. */
export function deepNesting(depth: number, kind: 'array' | 'object'): RawJson {
  const text =
    kind === 'array'
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth);
  return RawJson.text(text, `${kind}s nested ${depth} deep`);
}

/** A JSON string whose bytes are not UTF-8 (or encode what UTF-8 forbids). */
function invalidUtf8(hex: string, label: string): RawJson {
  return new RawJson(
    Buffer.concat([Buffer.from('"'), Buffer.from(hex, 'hex'), Buffer.from('"')]),
    label,
  );
}

/** Text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and lone surrogates (not UTF-8). */
export const unstorableStrings = [
  '\u0000',
  'Bursary\u00002026',
  '\ud800',
  '\udc00',
  'About \ud83d you',
  '\udfff\ud800',
] as const;

/** A field given a value of another JSON type than the schema's (or a string that looks right). */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', '   ', 'true', 'false', '50', '0', 'null', '[object Object]'),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
);

/** Strings (and containers, and keys) holding text PostgreSQL cannot store. */
export const unstorableText: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...unstorableStrings),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\ud800', '\udc00'))
    .map(([text, bad]) => `${text}${bad}${text}`),
  // Any code point, surrogate halves included.
  fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }),
  fc.constantFrom(
    ['fine', '\u0000'],
    { '\u0000': 'a key with NUL' },
    { '\ud800': 'a lone surrogate key' },
  ),
);

/** Numbers at and past the edges of what JSON, JavaScript and PostgreSQL hold. */
export const hugeNumber: fc.Arbitrary<unknown> = fc.constantFrom(
  1e308,
  -1e308,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  RawJson.text('-0'),
  RawJson.text('1e400'),
  RawJson.text('-1e400'),
  RawJson.text('9007199254740993', '2^53+1'),
  RawJson.text('1' + '0'.repeat(400), '10^400 written out'),
  RawJson.text('0.' + '0'.repeat(400) + '1', '10^-401 written out'),
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9007199254740993',
);

/** Text far longer than any field allows. */
export const overlongText: fc.Arbitrary<unknown> = fc.constantFrom(
  'x'.repeat(10_000),
  'é😀'.repeat(40_000),
  'y'.repeat(300_000),
);

/** Nestings 1,000 deep and more. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(1_000, 1_500, 10_000, 100_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => deepNesting(depth, kind));

/** Keys that name an object's prototype, and the methods every object has. */
export const prototypeKeys: fc.Arbitrary<unknown> = fc.constantFrom(
  RawJson.text('{"__proto__":{"admin":true}}'),
  RawJson.text('{"constructor":{"prototype":{"admin":true}}}'),
  RawJson.text('{"__proto__":null,"0-0":"x"}'),
  RawJson.text('{"toString":"x","valueOf":1,"hasOwnProperty":null}'),
);

/** Strings sent as bytes that are not UTF-8: an encoded surrogate, an overlong NUL, a cut sequence. */
export const invalidUtf8Bytes: fc.Arbitrary<unknown> = fc.constantFrom(
  invalidUtf8('fffe', 'bytes ff fe'),
  invalidUtf8('eda080', 'CESU-8 of U+D800'),
  invalidUtf8('c080', 'overlong NUL c0 80'),
  invalidUtf8('c3', 'a cut 2-byte sequence'),
  invalidUtf8('f4908080', 'past U+10FFFF'),
  invalidUtf8('41e282', 'A then a cut 3-byte sequence'),
);

/**
 * Three values for one field: always a wrong type and an unstorable text (so every field is
 * tried with both), and one of the other hostile families.
 */
export const hostileTrio: fc.Arbitrary<[unknown, unknown, unknown]> = fc.tuple(
  wrongType,
  unstorableText,
  fc.oneof(hugeNumber, overlongText, deeplyNested, prototypeKeys, invalidUtf8Bytes),
);

/** Any hostile value for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  wrongType,
  unstorableText,
  hugeNumber,
  overlongText,
  deeplyNested,
  prototypeKeys,
  invalidUtf8Bytes,
);

/** Keys a record or an object should not take. */
export const hostileKeys = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '0-0\udc00',
  '__proto__',
  'constructor',
  'prototype',
  '99999999999999999999-0',
  '-1-0',
  '0-0'.repeat(5_000),
] as const;

/**
 * Query values and path segments as they go on the wire: broken percent escapes (cut, not hex,
 * bytes that are not UTF-8, an encoded surrogate, an overlong NUL).
 */
export const badEscapes = [
  '%',
  '%f',
  '%zz',
  '%ff',
  '%FF%FE',
  '%c3%28',
  '%ed%a0%80',
  '%ed%b0%80',
  '%e2%82',
  '%C0%80',
  '%f4%90%80%80',
  '%%',
  '%u0041',
] as const;

/** U+0000 well escaped in a query value: decoded, it is text PostgreSQL cannot store. */
export const encodedNuls = ['%00', 'education%00', '%00%00', 'true%00'] as const;

/** Percent-encodes text as UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Query values, as wire text: bad escapes, and hostile text encoded. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...badEscapes, ...encodedNuls),
  fc.constantFrom(...unstorableStrings).map(percentEncode),
  fc.constantFrom(
    '1e308',
    '-0',
    'NaN',
    'Infinity',
    '9007199254740993',
    '-1',
    '0',
    '999999999999999999',
    '1'.repeat(400),
    'TRUE',
    '__proto__',
    'x'.repeat(8_000),
  ),
  fc.constantFrom('[object Object]', 'a&b=c', '#fragment', '+ +').map(percentEncode),
  fc.string({ unit: 'binary', maxLength: 16 }).map(percentEncode),
);

/** Path segments where an id belongs, as wire text: not UUIDs, bad escapes, traversal. */
export const hostileIdSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...badEscapes, ...encodedNuls),
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '0000000-0000-0000-0000-000000000000',
    '00000000-0000-0000-0000-000000000000%00',
    '00000000-0000-0000-0000-0000000000000',
    '%2e%2e',
    '..%2f..%2finternal',
    '%2F',
    '-1',
    '1e308',
    'NaN',
    '__proto__',
    'constructor',
    'x'.repeat(4_000),
    '%F0%9F%98%80',
  ),
  fc.uuid(),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 16 }).map(percentEncode),
);

/** One printable line of anything, for a failure's report: control and surrogate units escaped. */
export function preview(bytes: Buffer | string | undefined, max = 160): string {
  if (bytes === undefined || bytes.length === 0) return '(none)';
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  const short = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  let printable = '';
  for (let index = 0; index < short.length; index++) {
    const unit = short.charCodeAt(index);
    const unprintable =
      unit < 0x20 || unit === 0x7f || (unit >= 0xd800 && unit <= 0xdfff) || unit === 0xfffd;
    printable += unprintable ? `\\u${unit.toString(16).padStart(4, '0')}` : short[index];
  }
  return printable;
}
