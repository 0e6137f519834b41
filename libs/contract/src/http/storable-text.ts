/**
 * Text PostgreSQL can store. It refuses U+0000 in `text` and `jsonb` ("invalid byte sequence",
 * "unsupported Unicode escape sequence"), and a lone surrogate (half of a pair, such as a cut
 * emoji) has no UTF-8 form at all. JSON and query strings can carry both, so every request is
 * checked for them before anything reaches a service's code: nest-kit's StorableTextPipe runs
 * `findUnstorableText` on every body and query. Plain functions, no zod: screens may use them.
 */

/** Where a value holds unstorable text: keys and indexes from the root (`['sections', 0, 'label']`). */
export type TextPath = Array<string | number>;

// In a `u` regular expression a surrogate half is a code point of its own, while a valid pair
// is one astral code point: \p{Cs} matches only the halves that have no partner.
const loneSurrogate = /\p{Cs}/u;
// A quick first look (no `u`: any surrogate unit, paired or not): most text has none at all.
const anySurrogate = /[\ud800-\udfff]/;

/** Whether a string can be stored: no U+0000 and no lone surrogate. */
export function isStorableText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  return !anySurrogate.test(text) || !loneSurrogate.test(text);
}

/**
 * The path of a string or object key in `value` (a parsed JSON body or query) that PostgreSQL
 * cannot store, or undefined when there is none; for a key, the path ends with the key itself.
 * The shallowest is found first, in document order at each depth. Walks breadth first without
 * recursion, remembering each container by its index rather than by its path, so a nesting
 * 100,000 deep costs what its size costs and cannot overflow the stack. Values that are not
 * JSON (a Buffer, a Date, a Map) are not looked into.
 */
export function findUnstorableText(value: unknown): TextPath | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [];
  // Every container met, in the order met (the queue of the walk), with the index of its
  // parent and its key there.
  const containers: object[] = [];
  const parents: number[] = [];
  const keys: Array<string | number> = [];
  const seen = new Set<object>();
  const meet = (item: unknown, parent: number, key: string | number) => {
    if (typeof item !== 'object' || item === null || seen.has(item)) return;
    if (!Array.isArray(item) && !isPlainObject(item)) return;
    seen.add(item);
    containers.push(item);
    parents.push(parent);
    keys.push(key);
  };
  const pathTo = (container: number, last: string | number): TextPath => {
    const path: TextPath = [last];
    for (let at = container; at > 0; at = parents[at]!) path.push(keys[at]);
    return path.reverse();
  };

  meet(value, -1, '');
  for (let at = 0; at < containers.length; at++) {
    const container = containers[at];
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index++) {
        const item: unknown = container[index];
        if (typeof item === 'string') {
          if (!isStorableText(item)) return pathTo(at, index);
        } else meet(item, at, index);
      }
      continue;
    }
    const record = container as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!isStorableText(key)) return pathTo(at, key);
      const item = record[key];
      if (typeof item === 'string') {
        if (!isStorableText(item)) return pathTo(at, key);
      } else meet(item, at, key);
    }
  }
  return undefined;
}

/**
 * A path as the `field` of an error (`sections.0.questions.1.label`), with each character that
 * cannot be stored or shown written as `\u0000`, so the answer never carries it back.
 */
export function textPathName(path: TextPath): string {
  return path.map((key) => escapeUnprintable(String(key))).join('.');
}

/** The sentence for unstorable text at `path`. */
export function unstorableTextMessage(path: TextPath): string {
  const where = path.length > 0 ? `The text at ${textPathName(path)}` : 'The request';
  return `${where} holds a character the portal cannot store (a NUL character, or half of an emoji or other surrogate pair). Please remove it and try again.`;
}

/**
 * A record of fields: a parsed JSON object, or a parsed query (Fastify's has a prototype of its
 * own, without Object's methods). Not a Buffer, a Date, a Map: their tag is not `Object`.
 */
function isPlainObject(value: object): boolean {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function escapeUnprintable(text: string): string {
  let escaped = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const unprintable = code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff);
    escaped += unprintable ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return escaped;
}
