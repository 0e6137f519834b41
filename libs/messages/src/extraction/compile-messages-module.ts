import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';

/** A message as the English catalogue keeps it: its text and where it appears. */
export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  description: string;
}

/**
 * A messages file compiled for the browser, and its messages for the English catalogue. Each
 * `defineMessages` call's English texts become ICU syntax trees (the browser has no parser) and
 * the descriptions, which only translators read, are left out. The same transformer both
 * compiles and extracts, so the catalogue holds what the build ships.
 */
export function compileMessagesModule(
  source: string,
  fileName: string,
): { code: string; messages: ExtractedMessage[] } {
  const messages: ExtractedMessage[] = [];
  const output = ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: false,
    },
    reportDiagnostics: false,
    transformers: {
      before: [
        transformWithTs(ts, {
          ast: true,
          preserveWhitespace: true,
          onMsgExtracted: (_file, found) => {
            for (const message of found) {
              messages.push({
                id: message.id,
                defaultMessage: message.defaultMessage ?? '',
                description: typeof message.description === 'string' ? message.description : '',
              });
            }
          },
        }),
      ],
    },
  });
  return { code: output.outputText, messages };
}
