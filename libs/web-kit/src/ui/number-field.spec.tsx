import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describedBy } from '../test/described-by.js';
import { NumberField } from './number-field.js';

function WeightField({ error }: { error?: string }) {
  const [weight, setWeight] = useState<number | null>(100);
  return (
    <>
      <NumberField
        name="weight"
        label="Weight (%)"
        min={0}
        max={100}
        step={0.1}
        error={error}
        value={weight}
        onValueChange={setWeight}
      />
      <output>{weight === null ? 'empty' : `${weight} as a number`}</output>
    </>
  );
}

describe('NumberField', () => {
  it('is a number input named by its label, with the range and step of a weight', () => {
    render(<WeightField />);

    const weight = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Weight (%)' });
    expect(weight.value).toBe('100');
    expect(
      ['type', 'name', 'min', 'max', 'step', 'inputmode'].map((name) => weight.getAttribute(name)),
    ).toEqual(['number', 'weight', '0', '100', '0.1', 'decimal']);
  });

  it('gives the number typed, and null while the field is empty', () => {
    render(<WeightField />);
    const weight = screen.getByRole('spinbutton', { name: 'Weight (%)' });

    fireEvent.change(weight, { target: { value: '33.3' } });
    expect(screen.getByRole('status').textContent).toBe('33.3 as a number');

    fireEvent.change(weight, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('empty');
  });

  it('shows its error and reads it with the input', () => {
    render(<WeightField error="Weight must be between 0 and 100" />);

    const weight = screen.getByRole('spinbutton', { name: 'Weight (%)' });
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(weight)).toEqual(['Error: Weight must be between 0 and 100']);
    expect(screen.getByText('Weight must be between 0 and 100')).toBeTruthy();
  });
});
