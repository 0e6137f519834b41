import { render } from '@testing-library/react';
import { formatDateTime } from '../format/format-date.js';
import { DateTime } from './date-time.js';

describe('DateTime', () => {
  it('shows the Toronto date and time as two parts of one machine-readable time', () => {
    const value = '2026-10-01T03:59:00.000Z';
    const { container } = render(<DateTime value={value} />);

    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(value);
    expect(time?.textContent).toBe(formatDateTime(value));
    const [date, clock] = formatDateTime(value).split(', ');
    expect([...container.querySelectorAll('.date-part')].map((part) => part.textContent)).toEqual([
      `${date},`,
      clock,
    ]);
  });
});
