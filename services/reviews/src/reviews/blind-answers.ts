import type { ApplicationAnswers, Section } from '@portal/contract';

/** What names an applicant: words of their name, their email, their card number. */
export interface ApplicantIdentity {
  name: string;
  email: string;
  cardNumber: string | undefined;
}

/** What stands in an answer where the applicant named themselves. */
export const withheld = '[withheld]';

/**
 * The answers as a blind reviewer reads them: a file whose name carries the applicant's name,
 * email or card number is "Document 1 of question 3" (questions counted through the grant),
 * and any text that carries them has those words withheld.
 */
export function blindAnswers(
  sections: Section[],
  answers: ApplicationAnswers,
  applicant: ApplicantIdentity,
): ApplicationAnswers {
  const identifying = identifyingPattern(applicant);
  const everywhere = identifying ? new RegExp(identifying.source, 'giu') : undefined;
  const fileQuestionNumbers = new Map<string, number>();
  let number = 0;
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, questionIndex) => {
      number += 1;
      if (question.type === 'file')
        fileQuestionNumbers.set(`${sectionIndex}-${questionIndex}`, number);
    }),
  );
  const blinded: ApplicationAnswers = {};
  for (const [key, value] of Object.entries(answers)) {
    const fileQuestion = fileQuestionNumbers.get(key);
    if (fileQuestion !== undefined && typeof value === 'string') {
      blinded[key] =
        identifying && identifying.test(value) ? `Document 1 of question ${fileQuestion}` : value;
      continue;
    }
    blinded[key] = Array.isArray(value)
      ? value.map((item) => withhold(item, everywhere))
      : withhold(value, everywhere);
  }
  return blinded;
}

/** Every identifying word in `text` withheld (`everywhere` is global: replace resets it). */
function withhold(text: string, everywhere: RegExp | undefined): string {
  return everywhere ? text.replace(everywhere, withheld) : text;
}

/**
 * One pattern for every identifying piece: the email whole and its part before the @, each
 * word of the name of two letters or more, the card number (digits, spaces and dashes in
 * between ignored). Names match as whole words, so "Ann" does not withhold "annual".
 */
function identifyingPattern(applicant: ApplicantIdentity): RegExp | undefined {
  const pieces: string[] = [];
  const email = applicant.email.trim();
  if (email) {
    pieces.push(escape(email));
    const local = email.split('@')[0] ?? '';
    if (local.length >= 3) pieces.push(escape(local));
  }
  for (const word of applicant.name.split(/[\s\-']+/u)) {
    if (word.length >= 2) pieces.push(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`);
  }
  const digits = (applicant.cardNumber ?? '').replace(/\D/g, '');
  if (digits.length >= 4) pieces.push(digits.split('').join('[\\s-]?'));
  if (pieces.length === 0) return undefined;
  return new RegExp(pieces.join('|'), 'iu');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
