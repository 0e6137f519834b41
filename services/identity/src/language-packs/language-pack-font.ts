import { readFile } from 'node:fs/promises';

/**
 * Noto Sans Canadian Aboriginal (SIL Open Font License), regular weight, the syllabics block
 * only, as @fontsource ships it.
 */
const syllabicsFontFile =
  '@fontsource/noto-sans-canadian-aboriginal/files/noto-sans-canadian-aboriginal-canadian-aboriginal-400-normal.woff2';

// Resolved and loaded by Node where the service runs, never by the bundler (which would turn a
// `createRequire` it recognises into its own module ids): subset-font reads its HarfBuzz
// WebAssembly next to itself, and the font is a file of its package.
const requireAtRunTime = process.getBuiltinModule('node:module').createRequire(import.meta.url);

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' | 'woff' | 'truetype' },
) => Promise<Buffer>;

let fullFont: Promise<Buffer> | undefined;

/**
 * A WOFF2 font holding only the syllabics the pack's texts use (a few KB where the whole block
 * is over 60), so the page of a syllabics pack downloads only what it shows.
 */
export async function syllabicsFontFor(texts: Iterable<string>): Promise<Buffer> {
  fullFont ??= readFile(requireAtRunTime.resolve(syllabicsFontFile));
  const subsetFont = requireAtRunTime('subset-font') as SubsetFont;
  const characters = [...new Set([...texts].join(''))].join('');
  return subsetFont(await fullFont, characters, { targetFormat: 'woff2' });
}
