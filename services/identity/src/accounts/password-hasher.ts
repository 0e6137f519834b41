import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane. */
const argon2idOptions = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hashes and checks passwords with argon2id. At most one hash per core runs at once: a burst of
 * sign-ins queues instead of exhausting memory (19 MiB each) and starving every other request.
 */
@Injectable()
export class PasswordHasher {
  private readonly limit = pLimit(Math.max(1, availableParallelism()));
  /** A real hash of a random password, checked when the email is unknown so both take as long. */
  private readonly decoy = this.hash(randomBytes(16).toString('hex'));

  hash(password: string): Promise<string> {
    return this.limit(() => hash(password, argon2idOptions));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.limit(() => verify(passwordHash, password).catch(() => false));
  }

  /** Spends the time of a real check and fails: for an email that has no account. */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(await this.decoy, password);
    return false;
  }
}
