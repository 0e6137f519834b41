import type { MessageDescriptor, Messages } from '@portal/web-kit/i18n';

/** How a screen writes a message: the `t` of `useMemberMessages()`. */
export type Translate = Messages['t'];
export type MessageValues = NonNullable<Parameters<Translate>[1]>;

/**
 * A sentence chosen by code outside a component (a helper, a rule): the message and its values,
 * written in the chosen language where it is shown (`t(text.message, text.values)`).
 */
export type Text =
  | { message: MessageDescriptor; values?: MessageValues }
  /** A sentence only the portal's other side words (kept as it came: no translation exists). */
  | { plain: string };

export const text = (message: MessageDescriptor, values?: MessageValues): Text => ({
  message,
  values,
});

/** Writes a `Text` with a screen's `t`. */
export const write = (t: Translate, sentence: Text): string =>
  'plain' in sentence ? sentence.plain : t(sentence.message, sentence.values);
