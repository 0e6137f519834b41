/** Query parameters whose values never reach a log line (decisions §2: `?token=` downloads). */
const secretQueryParameters = [
  'token',
  'access_token',
  'password',
  'key',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
];

const secretParameterPattern = new RegExp(
  `([?&](?:${secretQueryParameters.join('|')})=)[^&#]*`,
  'gi',
);

/** The URL as it may be logged: the value of every secret query parameter replaced. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(secretParameterPattern, '$1[REDACTED]') : url;
}
