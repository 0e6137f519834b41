import { compileMessagesModule } from '@portal/messages/extraction';
import type { LoaderContext } from '@rspack/core';

/**
 * A `messages.ts` file for the browser: English texts compiled to ICU syntax trees, descriptions
 * left out (docs/adr/0020). SWC compiles the rest, as for any source.
 */
export default function messagesLoader(this: LoaderContext, source: string): string {
  return compileMessagesModule(source, this.resourcePath).code;
}
