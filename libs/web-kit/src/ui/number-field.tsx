import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps } from './field-frame.js';

export interface NumberFieldProps
  extends
    FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'value' | 'children'> {
  /** The number shown; null shows an empty field. */
  value: number | null;
  /** The number typed, or null while the field is empty or not a number yet. */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** The increment of the arrows and arrow keys, e.g. 0.1 for weights. */
  step?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled number input (e.g. a weight: `min={0} max={100} step={0.1}`) with its hint and
 * error tied to it. It gives numbers, not text: `onValueChange(12.5)`, or null when empty.
 * The form is `noValidate`, so min, max and step guide the arrows and the keyboard on a phone;
 * the form's own check says what is wrong.
 */
export function NumberField({
  name,
  label,
  hint,
  error,
  value,
  onValueChange,
  onChange,
  className,
  ...input
}: NumberFieldProps) {
  function change(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const typed = event.target.valueAsNumber;
    onValueChange?.(Number.isNaN(typed) ? null : typed);
  }
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          inputMode="decimal"
          {...input}
          {...control}
          type="number"
          value={value ?? ''}
          onChange={change}
          className={
            className ? `field-input field-number ${className}` : 'field-input field-number'
          }
        />
      )}
    </FieldFrame>
  );
}
