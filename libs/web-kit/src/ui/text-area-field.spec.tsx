import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describedBy } from '../test/described-by.js';
import { TextAreaField } from './text-area-field.js';

describe('TextAreaField', () => {
  it('is named by its label and reads its hint and error with it', () => {
    render(
      <TextAreaField
        name="description"
        label="Description"
        hint="Who may apply and what it pays for."
        error="Description is required"
        value=""
        onChange={() => undefined}
      />,
    );

    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.getAttribute('name')).toBe('description');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(description)).toEqual([
      'Who may apply and what it pays for.',
      'Error: Description is required',
    ]);
  });

  it('takes several lines of text', () => {
    function Form() {
      const [text, setText] = useState('');
      return (
        <>
          <TextAreaField
            name="answer"
            label="Answer"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <output>{text}</output>
        </>
      );
    }
    render(<Form />);

    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), {
      target: { value: 'First line\nSecond line' },
    });

    expect(screen.getByRole('status').textContent).toBe('First line\nSecond line');
    expect(screen.getByRole('textbox', { name: 'Answer' }).getAttribute('aria-invalid')).toBeNull();
  });
});
