import { useState } from 'react';

/**
 * A field that shows what the member typed while its answer is kept another way (an amount as
 * whole cents, a number as plain decimal text). `read` turns the typed text into the answer, or
 * undefined when it cannot (then the typed text itself is the answer, for the rules to name);
 * `show` turns a kept answer into text to edit. An answer that changes from elsewhere (a draft
 * put back) is shown afresh.
 */
export function useTypedValue(
  value: string,
  read: (typed: string) => string | undefined,
  show: (kept: string) => string,
): { text: string; type: (typed: string) => string } {
  const answerOf = (typed: string) => (typed.trim() === '' ? '' : (read(typed) ?? typed));
  const [typed, setTyped] = useState(() => show(value));
  const text = answerOf(typed) === value ? typed : show(value);
  return {
    text,
    type(next) {
      setTyped(next);
      return answerOf(next);
    },
  };
}
