import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * A translated catalogue (`{ "<id>": "<ICU text>" }`) compiled for the browser: each text parsed
 * to its syntax trees ahead, so the page needs no parser. Throws, naming the message, on text
 * that is not sound ICU syntax, so a broken translation fails the build, not the page.
 */
export function compileCatalogue(source: string, fileName: string): Record<string, unknown> {
  const catalogue = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(catalogue)) {
    if (typeof text !== 'string') throw new Error(`${fileName}: '${id}' is not a text`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`${fileName}: '${id}' is not sound message syntax: ${String(error)}`, {
        cause: error,
      });
    }
  }
  return compiled;
}
