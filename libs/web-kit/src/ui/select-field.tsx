import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './field-frame.js';

/** One choice of a `SelectField`: the value sent and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> {
  options: readonly SelectOption[];
  /**
   * The text of a first choice with the value '' (e.g. 'Choose a user type'); no such choice
   * when not given. Leave it out once a required select has a value, so it cannot go back.
   */
  emptyOption?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down list with its hint and error tied to it. */
export function SelectField({
  name,
  label,
  hint,
  error,
  options,
  emptyOption,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={className ? `field-select ${className}` : 'field-select'}
        >
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
