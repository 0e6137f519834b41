import { Fragment, type ReactNode } from 'react';

/** What stands for an element in a message's values, to place the element where it falls. */
export const elementMarker = '\u{E000}';

/**
 * A sentence with an element inside (a reference in its own style): the message is formatted
 * with `elementMarker` as the element's value, so that each language puts it where its
 * sentence needs it, and the marker is replaced by the element here.
 */
export function placeElement(text: string, element: ReactNode): ReactNode {
  const [before, ...after] = text.split(elementMarker);
  if (after.length === 0) return text;
  return (
    <>
      {before}
      {after.map((part, index) => (
        <Fragment key={index}>
          {element}
          {part}
        </Fragment>
      ))}
    </>
  );
}
