import type { AnswerValue } from '@portal/contract/applications';
import type { Question } from '@portal/contract/grants';
import { aQuestion } from '../../../test/factories.js';
import { englishFormatter } from '../../../test/english.js';
import { displayAnswer as display } from './answer-display.js';

const displayAnswer = (question: Question, value: AnswerValue | undefined) =>
  display(question, value, englishFormatter, 'en-CA');

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

  it('reads an amount kept as cents in dollars, en-CA, and a number with its thousands', () => {
    const amount = aQuestion({ type: 'currency' });
    expect(displayAnswer(amount, '123456')).toEqual({ kind: 'text', text: '$1,234.56' });
    expect(displayAnswer(amount, '5')).toEqual({ kind: 'text', text: '$0.05' });
    expect(displayAnswer(aQuestion({ type: 'number' }), '1234.5')).toEqual({
      kind: 'text',
      text: '1,234.5',
    });
    expect(displayAnswer(aQuestion({ type: 'short-text' }), 'Red River College')).toEqual({
      kind: 'text',
      text: 'Red River College',
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
