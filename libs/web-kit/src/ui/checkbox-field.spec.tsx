import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describedBy } from '../test/described-by.js';
import { CheckboxField } from './checkbox-field.js';

function Required({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      name="required"
      label="Required"
      hint="The applicant must answer it."
      error={error}
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
    />
  );
}

describe('CheckboxField', () => {
  it('is named by its label, and its label toggles it', () => {
    render(<Required />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Required' });
    expect(checkbox.checked).toBe(false);
    expect(checkbox.getAttribute('name')).toBe('required');

    fireEvent.click(screen.getByText('Required'));

    expect(checkbox.checked).toBe(true);
    expect(checkbox.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(checkbox)).toEqual(['The applicant must answer it.']);
  });

  it('reads its error with it', () => {
    render(<Required error="This checkbox is required" />);

    const checkbox = screen.getByRole('checkbox', { name: 'Required' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(checkbox)).toEqual([
      'The applicant must answer it.',
      'Error: This checkbox is required',
    ]);
  });
});
