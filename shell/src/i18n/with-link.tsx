import type { ReactNode } from 'react';

/** A character of Unicode's private use area: no translation contains it. */
const marker = '\uE000';

/**
 * A translated sentence with a link inside (`Back to {link}.`): the sentence is written whole in
 * the chosen language, so the translator decides where the link goes, then the link element is
 * put in the place of its placeholder.
 */
export function withLink(sentence: (link: string) => string, link: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence(marker).split(marker);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
