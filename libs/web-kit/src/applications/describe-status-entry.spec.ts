import { testSection, testStatusEntry } from '@portal/contract/testing';
import { englishText } from '../format/english-text.js';
import { describeStatusEntry, namedQuestions, previousAnswers } from './describe-status-entry.js';

describe("an application's history, for reviewers and for the applicant", () => {
  const submitted = testStatusEntry({ kind: 'submitted', status: 'submitted' });
  const reviewed = testStatusEntry({ kind: 'statusChanged', status: 'reviewed' });
  const asked = testStatusEntry({
    kind: 'moreInfoRequested',
    status: 'needsMoreInfo',
    message: 'Your letter, please',
    questionKeys: ['0-0', '9-9'],
  });
  const resubmitted = testStatusEntry({
    kind: 'resubmitted',
    status: 'submitted',
    previousAnswers: { '0-0': 'old words', '0-9': ['a', 'b'] },
  });
  const withdrawn = testStatusEntry({ kind: 'withdrawn', status: 'withdrawn' });

  it('tells reviewers what each did', () => {
    expect(
      [submitted, reviewed, asked, resubmitted, withdrawn].map((entry, index, all) =>
        describeStatusEntry(entry, all[index - 1], 'reviewer', englishText),
      ),
    ).toEqual([
      'submitted the application',
      'changed the status from Submitted to In Review',
      'asked for more information',
      'sent the information asked for (status Submitted)',
      'withdrew the application',
    ]);
  });

  it('tells the applicant without a reviewer’s name', () => {
    expect(
      [submitted, reviewed, asked, resubmitted, withdrawn].map((entry, index, all) =>
        describeStatusEntry(entry, all[index - 1], 'applicant', englishText),
      ),
    ).toEqual([
      'You submitted the application',
      'The education office changed the status to In Review',
      'The education office asked for more information',
      'You sent the information asked for',
      'You withdrew the application',
    ]);
  });

  it('names the questions by their labels, and a key that names none as itself', () => {
    const sections = [testSection()];
    const label = sections[0].questions[0].label;
    expect(namedQuestions(asked, sections)).toEqual([label, '9-9']);
    expect(previousAnswers(resubmitted, sections)).toEqual([
      { key: '0-0', label, before: 'old words' },
      { key: '0-9', label: '0-9', before: 'a, b' },
    ]);
  });
});
