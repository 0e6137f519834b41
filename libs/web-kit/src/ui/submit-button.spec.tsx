import { render, screen } from '@testing-library/react';
import { SubmitButton } from './submit-button.js';

describe('SubmitButton', () => {
  it('submits its form and can be pressed while idle', () => {
    render(
      <SubmitButton busy={false} busyText="Logging in...">
        Login
      </SubmitButton>,
    );

    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('reads its busy text, is busy and cannot be pressed while busy', () => {
    render(
      <SubmitButton busy busyText="Registering...">
        Register
      </SubmitButton>,
    );

    const button = screen.getByRole('button', { name: 'Registering...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
