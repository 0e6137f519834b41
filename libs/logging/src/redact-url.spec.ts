import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides the download token of GET /api/files/{id}?token=', () => {
    expect(redactUrl('/api/files/0b7c?token=eyJhbGciOi.abc.def')).toBe(
      '/api/files/0b7c?token=[REDACTED]',
    );
  });

  it('hides secrets among other parameters, in any case, and keeps the rest', () => {
    expect(redactUrl('/x?a=1&TOKEN=secret&b=2&password=hunter2#frag')).toBe(
      '/x?a=1&TOKEN=[REDACTED]&b=2&password=[REDACTED]#frag',
    );
  });

  it('leaves a URL without secrets unchanged', () => {
    expect(redactUrl('/api/grants?status=published')).toBe('/api/grants?status=published');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('does not mistake a parameter that merely ends in "token"', () => {
    expect(redactUrl('/x?csrftoken=abc')).toBe('/x?csrftoken=abc');
  });
});
