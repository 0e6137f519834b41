import { compileCatalogue } from '@portal/messages/extraction';
import type { LoaderContext } from '@rspack/core';

/** A translated catalogue for the browser: each text parsed ahead to ICU syntax trees. */
export default function catalogueLoader(this: LoaderContext, source: string): string {
  const compiled = compileCatalogue(source, this.resourcePath);
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}
