import { redactUrl } from './redact-url.js';

/** Shaped like a session token, as the services accept it in `?token=`. */
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('redactUrl', () => {
  it('hides the download token of GET /api/files/{id}?token=', () => {
    expect(redactUrl('/api/files/0b7c?token=eyJhbGciOi.abc.def')).toBe(
      '/api/files/0b7c?token=[REDACTED]',
    );
  });

  it('hides secrets among other parameters, in any case, and keeps the rest', () => {
    expect(redactUrl('/x?a=1&TOKEN=secret&b=2&password=hunter2')).toBe(
      '/x?a=1&TOKEN=[REDACTED]&b=2&password=[REDACTED]',
    );
  });

  it('leaves a URL without secrets unchanged', () => {
    expect(redactUrl('/api/grants?status=published')).toBe('/api/grants?status=published');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/grants?q=a+b&page=2#top')).toBe('/api/grants?q=a+b&page=2#top');
  });

  it('does not mistake a parameter that merely ends or starts with "token"', () => {
    expect(redactUrl('/x?csrftoken=abc')).toBe('/x?csrftoken=abc');
    expect(redactUrl('/x?tokens=abc&token_type=bearer')).toBe('/x?tokens=abc&token_type=bearer');
  });

  // Every spelling Fastify's query parser (fast-querystring, the services') reads as `token`,
  // and some a more lenient parser would.
  it.each([
    ['the plain name', `/api/files/1?token=${jwt}`, '/api/files/1?token=[REDACTED]'],
    [
      'one letter percent-encoded',
      `/api/files/1?%74oken=${jwt}`,
      '/api/files/1?%74oken=[REDACTED]',
    ],
    ['another letter encoded', `/api/files/1?tok%65n=${jwt}`, '/api/files/1?tok%65n=[REDACTED]'],
    [
      'every letter encoded, in upper-case hex',
      `/api/files/1?%74%6F%6B%65%6E=${jwt}`,
      '/api/files/1?%74%6F%6B%65%6E=[REDACTED]',
    ],
    ['the name in upper case', `/api/files/1?TOKEN=${jwt}`, '/api/files/1?TOKEN=[REDACTED]'],
    ['mixed case, encoded', `/api/files/1?T%6Fken=${jwt}`, '/api/files/1?T%6Fken=[REDACTED]'],
    ['a + before the name', `/api/files/1?+token=${jwt}`, '/api/files/1?+token=[REDACTED]'],
    [
      'an encoded space after it',
      `/api/files/1?token%20=${jwt}`,
      '/api/files/1?token%20=[REDACTED]',
    ],
    ['encoded twice', `/api/files/1?%2574oken=${jwt}`, '/api/files/1?%2574oken=[REDACTED]'],
    ['as an array', `/api/files/1?token[]=${jwt}`, '/api/files/1?token[]=[REDACTED]'],
    [
      'repeated',
      `/api/files/1?token=${jwt}&a=1&token=${jwt}`,
      '/api/files/1?token=[REDACTED]&a=1&token=[REDACTED]',
    ],
    ['after a ;', `/api/files/1?a=1;token=${jwt}`, '/api/files/1?a=1;token=[REDACTED]'],
    ['after a #', `/api/files/1?a=1#token=${jwt}`, '/api/files/1?a=1#token=[REDACTED]'],
    ['after a #, with no ?', `/api/files/1#token=${jwt}`, '/api/files/1#token=[REDACTED]'],
    ['after #&', `/api/files/1?a=1#&token=${jwt}`, '/api/files/1?a=1#&token=[REDACTED]'],
    ['after a second ?', `/api/files/1??token=${jwt}`, '/api/files/1??token=[REDACTED]'],
    // The parser's value runs to the next `&`: what follows a `#` or `;` in it is the token's too.
    [
      'with a value running past # and ;',
      `/api/files/1?token=${jwt}#more;and=more&a=1`,
      '/api/files/1?token=[REDACTED]&a=1',
    ],
    [
      'the value percent-encoded',
      '/api/files/1?token=%65yJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      '/api/files/1?token=[REDACTED]',
    ],
    [
      'a malformed escape elsewhere in the name',
      `/api/files/1?%74oken=${jwt}&%ff=1`,
      '/api/files/1?%74oken=[REDACTED]&%ff=1',
    ],
  ])('hides a token in the query: %s', (_how, url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain('c2lnbmF0dXJl');
  });

  it('hides anything shaped like a JWT wherever it is, under a name no parser reads as a secret too', () => {
    expect(redactUrl(`/api/files/1?t0ken=${jwt}`)).toBe('/api/files/1?t0ken=[REDACTED]');
    expect(redactUrl(`/api/files/${jwt}`)).toBe('/api/files/[REDACTED]');
  });
});
