import { weightStep } from '@portal/contract/grants';
import { FieldFrame, type FieldProps } from '@portal/web-kit';

export interface WeightFieldProps extends FieldProps {
  value: number | null;
  onValueChange: (value: number | null) => void;
  /**
   * The id of the message saying that this field's list does not total 100%, while it shows:
   * read with the field, so that whoever fixes one weight hears the current total.
   */
  totalMessageId?: string | undefined;
  /** Marks the field invalid for its list's total (once Save was pressed). */
  inInvalidTotal?: boolean;
}

/**
 * A weight in percent (spec §9: 0 to 100, step 0.1). Like web-kit's NumberField, but it also
 * points to its list's total message, which NumberField's own description would replace.
 */
export function WeightField({
  name,
  label,
  hint,
  error,
  value,
  onValueChange,
  totalMessageId,
  inInvalidTotal = false,
}: WeightFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(control) => {
        const describedBy = [control['aria-describedby'], totalMessageId].filter(Boolean);
        return (
          <input
            {...control}
            aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
            aria-invalid={control['aria-invalid'] ?? (inInvalidTotal || undefined)}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={weightStep}
            value={value ?? ''}
            onChange={(event) => {
              const typed = event.target.valueAsNumber;
              onValueChange(Number.isNaN(typed) ? null : typed);
            }}
            className="field-input field-number"
          />
        );
      }}
    </FieldFrame>
  );
}
