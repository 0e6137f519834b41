/** A part of the portal did not start or stopped on its own; the message names it and says why. */
export class PartFailure extends Error {
  constructor(
    readonly part: string,
    readonly reason: string,
    readonly lastOutput = '',
  ) {
    super(`${part} ${reason}`);
    this.name = 'PartFailure';
  }
}
