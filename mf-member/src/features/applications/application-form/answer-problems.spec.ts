import { defaultAnswers } from '@portal/contract/applications';
import { aGrantWithEveryQuestionType } from '../../../test/factories.js';
import { checkForm, problemsSummary, questionProblems } from './answer-problems.js';
import { invalidFileTypeMessage } from '@portal/contract/files';
import { text } from '../../../i18n/text.js';
import { english, englishFormatter } from '../../../test/english.js';
import { uploadMessages } from './upload.messages.js';

/** A refused file's problem, as the form records it. */
const refusedType = text(uploadMessages.invalidFileType);

const { sections } = aGrantWithEveryQuestionType();
const messagesOf = (answers: Record<string, string | string[]>, files = {}) =>
  Object.fromEntries(
    questionProblems(checkForm(answers, sections), files, sections).map((problem) => [
      problem.key,
      english(problem.message),
    ]),
  );

describe("the form's check (the contract's rules, file questions required)", () => {
  it("gives each required question left at its default spec §5's message for its type", () => {
    expect(messagesOf(defaultAnswers(sections))).toEqual({
      '0-0': 'This field is required', // textarea
      '0-1': 'This checkbox is required', // checkbox: 'no' by default
      '0-2': 'This field is required', // date
      // 0-3 dropdown and 1-0 multi-select start at their defaults; 1-1 priority at the options
      '1-2': 'Please upload a file', // file
    });
  });

  it('asks for a choice in an empty dropdown, a tick in an empty multi-select, and an arrangement of an empty priority', () => {
    expect(
      messagesOf({ ...defaultAnswers(sections), '0-3': '', '1-0': [], '1-1': [] }),
    ).toMatchObject({
      '0-3': 'This field is required',
      '1-0': 'Please select at least one option',
      '1-1': 'Please arrange the priority items',
    });
  });

  it('puts a refused file first, in place of the missing file', () => {
    expect(messagesOf(defaultAnswers(sections), { '1-2': refusedType })['1-2']).toBe(
      invalidFileTypeMessage,
    );
  });

  it('lists the problems in page order, each with its question', () => {
    const problems = questionProblems(checkForm(defaultAnswers(sections), sections), {}, sections);
    expect(problems.map((problem) => problem.label)).toEqual([
      'What will you study?',
      'I am a member of the Nation',
      'When do your studies start?',
      'Proof of enrolment',
    ]);
  });

  it("sums up missing answers with 'Please fill out all required fields'", () => {
    const check = checkForm(defaultAnswers(sections), sections);
    expect(
      problemsSummary(check, questionProblems(check, {}, sections), sections, englishFormatter),
    ).toBe('Please fill out all required fields');
  });

  it('names the question when the only problem is a refused file', () => {
    const answers = {
      ...defaultAnswers(sections),
      '0-0': 'Nursing',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '1-2': '',
    };
    const optionalFile = sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({ ...question, required: false })),
    }));
    const check = checkForm(answers, optionalFile);
    const problems = questionProblems(check, { '1-2': refusedType }, optionalFile);
    expect(problemsSummary(check, problems, optionalFile, englishFormatter)).toBe(
      `Proof of enrolment: ${invalidFileTypeMessage}`,
    );
  });

  it('finds nothing wrong with every question answered', () => {
    const answers = {
      ...defaultAnswers(sections),
      '0-0': 'Nursing',
      '0-1': 'yes',
      '0-2': '2027-01-10',
      '1-2': 'enrolment.pdf',
    };
    expect(checkForm(answers, sections).ok).toBe(true);
    expect(messagesOf(answers)).toEqual({});
  });
});
