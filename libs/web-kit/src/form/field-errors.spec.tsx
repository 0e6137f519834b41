import { render, screen } from '@testing-library/react';
import { ApiRequestError } from '../api/api-request-error.js';
import { CheckboxField } from '../ui/checkbox-field.js';
import { NumberField } from '../ui/number-field.js';
import { SelectField } from '../ui/select-field.js';
import { TextAreaField } from '../ui/text-area-field.js';
import { TextField } from '../ui/text-field.js';
import {
  firstErrorPerField,
  focusFirstInvalidField,
  hasFieldErrors,
  serverFieldErrors,
} from './field-errors.js';

describe('firstErrorPerField', () => {
  it('keeps the first message of each field', () => {
    expect(
      firstErrorPerField([
        { path: ['email'], message: 'Email is required' },
        { path: ['email'], message: 'Enter a valid email address' },
        { path: ['password'], message: 'Password must be at least 8 characters' },
        { path: [], message: 'form-level' },
      ]),
    ).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('serverFieldErrors', () => {
  it('reads the details of a 400 answer', () => {
    const error = new ApiRequestError(400, {
      statusCode: 400,
      message: 'Email is required',
      error: 'Bad Request',
      errors: [{ field: 'email', message: 'Email is required' }, { message: 'no field' }],
    });

    expect(serverFieldErrors(error)).toEqual({ email: 'Email is required' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ email: 'x' })).toBe(true);
  });
});

describe('TextField and focusFirstInvalidField', () => {
  it('ties label, hint and error to the input and focuses the first invalid one in page order', () => {
    render(
      <form data-testid="form">
        <TextField name="firstName" label="First Name" />
        <TextField name="email" label="Email" hint="We never share it." error="Email is required" />
        <TextField name="password" label="Password" error="Password is required" />
      </form>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-invalid'),
    ).toBeNull();
    const describedBy = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(['We never share it.', 'Error: Email is required']);

    focusFirstInvalidField(screen.getByTestId<HTMLFormElement>('form'), {
      password: 'Password is required',
      email: 'Email is required',
    });

    expect(document.activeElement).toBe(email);
  });
});

describe('focusFirstInvalidField with every kind of field', () => {
  function QuestionForm() {
    const ignore = () => undefined;
    return (
      <form data-testid="form">
        <TextField name="label" label="Question" value="Why?" onChange={ignore} />
        <SelectField
          name="type"
          label="Type"
          options={[{ value: 'textarea', label: 'Text' }]}
          value="textarea"
          onChange={ignore}
        />
        <TextAreaField name="help" label="Help text" value="" onChange={ignore} />
        <NumberField name="weight" label="Weight (%)" value={null} />
        <CheckboxField name="required" label="Required" checked={false} onChange={ignore} />
      </form>
    );
  }

  it.each([
    ['type', 'combobox', 'Type'],
    ['help', 'textbox', 'Help text'],
    ['weight', 'spinbutton', 'Weight (%)'],
    ['required', 'checkbox', 'Required'],
  ] as const)('finds the %s field by its name', (name, role, label) => {
    render(<QuestionForm />);

    focusFirstInvalidField(screen.getByTestId<HTMLFormElement>('form'), {
      required: 'This checkbox is required',
      [name]: 'A message',
    });

    expect(document.activeElement).toBe(screen.getByRole(role, { name: label }));
  });
});
