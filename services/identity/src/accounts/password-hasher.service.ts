import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { DomainException } from '@portal/nest-kit';
import pLimit from 'p-limit';

/** OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane. */
const argon2idOptions = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const cores = Math.max(1, availableParallelism());
/**
 * Hashes waiting for a core. At about 15 ms a hash, 32 per core is half a second of waiting:
 * past that a flood of sign-ins or registrations is refused at once instead of slowing every
 * sign-in without limit.
 */
const maxWaitingHashes = 32 * cores;

/**
 * Hashes and checks passwords with argon2id. At most one hash per core runs at once: a burst of
 * sign-ins queues instead of exhausting memory (19 MiB each) and starving every other request,
 * and the queue itself is bounded.
 */
@Injectable()
export class PasswordHasher {
  private readonly limit = pLimit(cores);
  /** A real hash of a random password, checked when the email is unknown so both take as long. */
  private readonly decoy = this.hash(randomBytes(16).toString('hex'));

  hash(password: string): Promise<string> {
    return this.whenACoreIsFree(() => hash(password, argon2idOptions));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.whenACoreIsFree(() => verify(passwordHash, password).catch(() => false));
  }

  /** Spends the time of a real check and fails: for an email that has no account. */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(await this.decoy, password);
    return false;
  }

  private whenACoreIsFree<T>(work: () => Promise<T>): Promise<T> {
    if (this.limit.pendingCount >= maxWaitingHashes) {
      return Promise.reject(
        new DomainException(
          'service.busy',
          'The portal is very busy signing people in. Please try again in a few seconds.',
          { retryAfterSeconds: 5 },
        ),
      );
    }
    return this.limit(work);
  }
}
