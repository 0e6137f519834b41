import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { takeHeldSubmit } from './held-submits.js';

/**
 * For a form the build pre-renders (login, register), whose fields a member may fill in before
 * the scripts arrive. React keeps what was typed in the fields when it hydrates them, but its
 * state still holds the empty values it was drawn with (React 19.3 does not replay those
 * changes), so the first re-render would empty the fields and a submit would find them empty.
 * On the form's first render this copies what the fields hold into `setValues`, then replays a
 * press of the button held meanwhile (held-submits.ts). Drawn by the browser alone, the fields
 * hold the state's values and nothing changes. Render the form with `method="dialog"`, which
 * keeps a press before any script runs from sending anything.
 */
export function usePrerenderedForm<Values extends { [Name in keyof Values]: string }>(
  formRef: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const inFields = new Map<string, string>();
    for (const field of form.elements) {
      if (field instanceof HTMLInputElement && field.name) inFields.set(field.name, field.value);
    }
    setValues((values) => {
      const differs = (Object.keys(values) as (keyof Values & string)[]).filter(
        (name) => inFields.has(name) && inFields.get(name) !== values[name],
      );
      if (differs.length === 0) return values;
      return {
        ...values,
        ...Object.fromEntries(differs.map((name) => [name, inFields.get(name)])),
      };
    });
    const held = takeHeldSubmit(form);
    if (held) {
      // After the render with the copied values has been committed (it is synchronous, as an
      // update from a layout effect is), so the submit handler sees them.
      setTimeout(() => {
        if (!form.isConnected) return;
        const submitter = held.submitter?.isConnected ? held.submitter : null;
        form.requestSubmit(submitter);
      });
    }
    // Only the first render: later changes come through the fields' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
