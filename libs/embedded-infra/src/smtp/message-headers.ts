/** The header block of a message as it arrived: everything before the first empty line. */
export function headerBlock(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  return end === -1 ? raw : raw.slice(0, end);
}

/** One header's value (folded lines joined as written, trimmed); '' when the message has none. */
export function headerValue(headers: string, name: string): string {
  return new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers)?.[1]?.trim() ?? '';
}
