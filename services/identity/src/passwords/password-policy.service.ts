import { Injectable } from '@nestjs/common';
import { charactersStillNeeded, passwordTexts, type PasswordCheck } from '@portal/contract';
import { DomainException } from '@portal/nest-kit';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The guesses an attacker needs, as zxcvbn estimates them, below which a password counts as
 * commonly used: zxcvbn's score 3 ("safely unguessable"), 10^8 guesses. "password1234" needs
 * about 10^4, "correct horse battery" about 10^13.
 */
const minimumScore = 3;

/**
 * Only the first 64 characters are judged: zxcvbn's time grows quickly with the length (a
 * quarter of a second for 256 characters on this machine), and a longer passphrase is not
 * weaker for what follows.
 */
const judgedLength = 64;

/** What a password is checked against, beyond itself: the person's own name and address. */
export interface PasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Whether a password may be set (registration, a reset, an invitation): at least 12 characters
 * and not among those commonly used or easily guessed, by zxcvbn-ts with its common dictionary
 * (the most used passwords of published leaks, keyboard patterns, repeats and sequences) and the
 * person's own name and email. Checked here, on the server: the dictionary is far too large for
 * a member's download on a slow link (see docs/architecture/identity.md, "Passwords").
 */
@Injectable()
export class PasswordPolicy {
  /** Built on first use: its dictionaries take a few megabytes a replica may never need. */
  private estimator: ZxcvbnFactory | undefined;

  /** The sentence that says what is wrong with this password, or undefined when it will do. */
  problem(password: string, owner: PasswordOwner = {}): string | undefined {
    if (charactersStillNeeded(password) > 0) return passwordTexts.tooShort;
    const personal = [owner.email, owner.email?.split('@')[0], owner.firstName, owner.lastName]
      .filter((input): input is string => typeof input === 'string' && input.trim() !== '')
      .map((input) => input.trim().toLowerCase());
    this.estimator ??= new ZxcvbnFactory({
      dictionary,
      graphs: adjacencyGraphs,
      maxLength: judgedLength,
    });
    const { score } = this.estimator.check(password, personal);
    return score < minimumScore ? passwordTexts.tooCommon : undefined;
  }

  /** The answer to `POST /api/users/password-check`. */
  check(password: string, owner: PasswordOwner = {}): PasswordCheck {
    const problem = this.problem(password, owner);
    return { acceptable: problem === undefined, message: problem ?? passwordTexts.acceptable };
  }

  /** Refuses a password that may not be set, with the sentence, as a problem of the field. */
  assertAcceptable(password: string, owner: PasswordOwner = {}): void {
    const problem = this.problem(password, owner);
    if (problem)
      throw new DomainException('request.invalid', problem, {
        details: [{ field: 'password', message: problem }],
      });
  }
}
