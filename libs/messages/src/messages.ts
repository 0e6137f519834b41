import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A message compiled ahead to ICU syntax trees: no parser at run time (docs/adr/0020). */
export type CompiledMessage = MessageFormatElement[];

/**
 * A message's text: ICU syntax as written, or compiled to its syntax trees. The builds compile
 * the code's English texts and the catalogues ahead (the browser has no parser); tests and the
 * services read them as written.
 */
export type MessageText = string | CompiledMessage;

/**
 * A message a person reads: its id in every catalogue (`<part>.<feature>.<name>`), its English
 * text in ICU message syntax (the product's sentences, verbatim) and where it appears, for the
 * translators. The build keeps only the id and the English text.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: MessageText;
  description?: string;
}

/** A message as written in the code: the description is required, for the translators. */
export interface MessageDeclaration {
  id: string;
  defaultMessage: string;
  description: string;
}

/**
 * A feature's messages, in a file named `messages.ts` (or `<name>.messages.ts`). The function
 * does nothing at run time: `formatjs extract` finds the messages by its name to write the
 * English catalogue, and the build compiles their English text ahead by the same name.
 */
export function defineMessages<const T extends Record<string, MessageDeclaration>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}

/** One language's messages of one part of the portal, by id. */
export type Catalogue = Readonly<Record<string, MessageText>>;
