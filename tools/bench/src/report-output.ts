/**
 * Where the bench's result tables are written: to the terminal as they come, and kept, so that
 * the run's results can be appended to RESULTS.md whole once it ends (results-file.ts). Progress
 * lines ("starting a portal…") go to the terminal only, with process.stdout.write.
 */
const written: string[] = [];

export const benchReport = {
  write(text: string): void {
    process.stdout.write(text);
    written.push(text);
  },
  /** Everything the reports wrote in this run, in order. */
  text(): string {
    return written.join('');
  },
};
