import { fireEvent, render, screen, within } from '@testing-library/react';
import { describedBy } from '../test/described-by.js';
import { SelectField } from './select-field.js';

const grantTypes = [
  { value: 'scholarship', label: 'Scholarship' },
  { value: 'research', label: 'Research' },
];

describe('SelectField', () => {
  it('is named by its label, lists the options and reads its error with it', () => {
    render(
      <SelectField
        name="type"
        label="Type"
        options={grantTypes}
        emptyOption="Choose a type"
        error="Type is required"
        value=""
        onChange={() => undefined}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select.getAttribute('name')).toBe('type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Choose a type'],
      ['scholarship', 'Scholarship'],
      ['research', 'Research'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Error: Type is required']);
  });

  it('offers no empty choice unless asked, and reports the value chosen', () => {
    const chosen: string[] = [];
    render(
      <SelectField
        name="type"
        label="Type"
        options={grantTypes}
        value="scholarship"
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    expect(describedBy(select)).toEqual([]);

    fireEvent.change(select, { target: { value: 'research' } });

    expect(chosen).toEqual(['research']);
  });
});
