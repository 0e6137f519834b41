import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps } from './field-frame.js';

export interface CheckboxFieldProps
  extends
    FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label beside it (both toggle it), and its hint and error underneath,
 * tied to it. Several of them go in a `<fieldset className="fieldset">` with a legend.
 */
export function CheckboxField({ name, label, hint, error, ...input }: CheckboxFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} layout="checkbox">
      {(control) => <input {...input} {...control} type="checkbox" />}
    </FieldFrame>
  );
}
