import { render, screen } from '@testing-library/react';
import { Alert } from './alert.js';

describe('Alert', () => {
  it('is an alert region for an error, and a status region for success and information', () => {
    render(
      <>
        <Alert kind="error">Login failed</Alert>
        <Alert kind="success">Login successful</Alert>
        <Alert kind="info">Applications open on 2026-09-01.</Alert>
      </>,
    );

    expect(screen.getByRole('alert').textContent).toBe('Login failed');
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual([
      'Login successful',
      'Applications open on 2026-09-01.',
    ]);
  });

  it('stays in the page while empty, so that the message that appears in it is announced', () => {
    const { rerender } = render(<Alert kind="error">{null}</Alert>);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    expect(region.childElementCount).toBe(0);

    rerender(<Alert kind="error">Registration failed</Alert>);

    expect(screen.getByRole('alert')).toBe(region);
    expect(region.textContent).toBe('Registration failed');
  });
});
