/** Query parameters whose values never reach a log line (decisions §2: `?token=` downloads). */
const secretQueryParameters = new Set([
  'token',
  'access_token',
  'password',
  'key',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
]);

const redacted = '[REDACTED]';

/**
 * Where a parameter's name may begin inside one `&`-separated part: at its start, or after a
 * `;` (some parsers split there), a `#` or a `?`. The name runs to the first `=`.
 */
const parameterName = /(?:^|[;#?])([^=;#?]*)=/g;

/** Anything shaped like a JWT (`header.payload.signature`, the header starting `{"`), wherever it is. */
const jwtShaped = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/**
 * The URL as it may be logged: the value of every secret query parameter replaced, however its
 * name is spelt for the parser that reads it. Fastify's (fast-querystring, which every service
 * uses) starts the query at the first `?` or `#`, splits it on `&` only, turns `+` into a space
 * and percent-decodes each name: `%74oken=` and `tok%65n=` are `token=` to it, and a value runs
 * to the next `&`, `#` and `;` included. So the names are compared decoded (and, to be safe,
 * case-insensitively, trimmed, decoded again, after a `;`, `#` or `?` too), and a secret's whole
 * value up to the next `&` is replaced. A JWT anywhere else in the URL is replaced as well.
 */
export function redactUrl(url: string): string {
  const queryStart = firstIndexOf(url, '?', '#');
  if (queryStart < 0) return url.replace(jwtShaped, redacted);
  const path = url.slice(0, queryStart + 1).replace(jwtShaped, redacted);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map(redactParameter)
    .join('&');
  return path + query.replace(jwtShaped, redacted);
}

function redactParameter(part: string): string {
  for (const match of part.matchAll(parameterName)) {
    if (isSecretName(match[1] ?? '')) {
      return part.slice(0, (match.index ?? 0) + match[0].length) + redacted;
    }
  }
  return part;
}

/** Whether a raw parameter name reads as a secret's, decoded as a parser would (a few times over). */
function isSecretName(raw: string): boolean {
  let name = raw;
  for (let round = 0; round < 3; round++) {
    const decoded = decodeName(name);
    const plain = decoded.trim().toLowerCase().replace(/\[.*$/, '');
    if (secretQueryParameters.has(plain)) return true;
    if (decoded === name) return false;
    name = decoded;
  }
  return false;
}

/** `+` as a space, then percent-decoded; a name that does not decode is kept as it is (as fast-querystring does). */
function decodeName(name: string): string {
  const spaced = name.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function firstIndexOf(text: string, ...characters: string[]): number {
  const found = characters.map((character) => text.indexOf(character)).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}
