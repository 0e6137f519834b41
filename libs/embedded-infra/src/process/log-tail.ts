/** Keeps the last lines a process printed, to explain a failed start. */
export class LogTail {
  private readonly lines: string[] = [];

  constructor(private readonly capacity: number) {}

  push(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.capacity) this.lines.shift();
  }

  text(): string {
    return this.lines.join('\n');
  }
}
