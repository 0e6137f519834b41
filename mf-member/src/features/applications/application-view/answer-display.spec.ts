import { aQuestion } from '../../../test/factories.js';
import { displayAnswer } from './answer-display.js';

describe('displayAnswer', () => {
  it('reads a checkbox as Yes or No', () => {
    const checkbox = aQuestion({ type: 'checkbox' });
    expect(displayAnswer(checkbox, 'yes')).toEqual({ kind: 'text', text: 'Yes' });
    expect(displayAnswer(checkbox, 'no')).toEqual({ kind: 'text', text: 'No' });
  });

  it('shows a date as a Toronto date', () => {
    const date = aQuestion({ type: 'date' });
    expect(displayAnswer(date, '2027-01-10')).toEqual({ kind: 'text', text: '2027-01-10' });
    expect(displayAnswer(date, '2027-01-10T03:00:00Z')).toEqual({
      kind: 'text',
      text: '2027-01-09',
    });
  });

  it('lists chosen options, a priority in its order', () => {
    expect(displayAnswer(aQuestion({ type: 'multi-select' }), ['Tuition', 'Books'])).toEqual({
      kind: 'list',
      items: ['Tuition', 'Books'],
      ordered: false,
    });
    expect(displayAnswer(aQuestion({ type: 'priority' }), ['Housing', 'Tuition'])).toEqual({
      kind: 'list',
      items: ['Housing', 'Tuition'],
      ordered: true,
    });
  });

  it('shows text, a dropdown choice and a file by name as given', () => {
    expect(displayAnswer(aQuestion(), 'Nursing')).toEqual({ kind: 'text', text: 'Nursing' });
    expect(displayAnswer(aQuestion({ type: 'file' }), 'enrolment.pdf')).toEqual({
      kind: 'text',
      text: 'enrolment.pdf',
    });
  });

  it.each([[undefined], [''], ['   '], [[]]])('reads %p as no answer', (value) => {
    expect(displayAnswer(aQuestion({ type: 'multi-select' }), value)).toEqual({ kind: 'none' });
  });
});
