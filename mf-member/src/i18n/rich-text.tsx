import { Fragment, type ReactNode } from 'react';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import type { MessageValues, Translate } from './text.js';

const open = '\uE000';
const close = '\uE001';

/**
 * A translated sentence with elements inside it (a name in bold, a link): each placeholder named
 * in `elements` is written as a marker, then the sentence is cut at the markers and the elements
 * put in their places. The translator keeps the whole sentence, in their own word order.
 */
export function richText(
  t: Translate,
  message: MessageDescriptor,
  values: MessageValues,
  elements: Record<string, ReactNode>,
): ReactNode {
  const marked: MessageValues = { ...values };
  for (const name of Object.keys(elements)) marked[name] = `${open}${name}${close}`;
  const pieces = t(message, marked).split(new RegExp(`${open}([^${close}]*)${close}`));
  // split with a group: even pieces are text, odd pieces the names of the elements.
  return pieces.map((piece, index) =>
    index % 2 === 0 ? piece : <Fragment key={index}>{elements[piece]}</Fragment>,
  );
}
