import { createRequire } from 'node:module';
import { LogTail } from '@portal/embedded-infra';

const require = createRequire(import.meta.url);

/** pino-pretty, loaded only for a terminal: without one the launcher never holds it. */
function prettyFactory(options: import('pino-pretty').PrettyOptions): (line: string) => string {
  const pinoPretty = require('pino-pretty') as typeof import('pino-pretty');
  return pinoPretty.prettyFactory(options);
}

export interface PartOutputOptions {
  /** Human-readable lines (a terminal); otherwise the parts' JSON lines pass through unchanged. */
  pretty: boolean;
  /** Width the part names are padded to, so the lines line up. */
  nameWidth: number;
  write: (text: string) => void;
}

const colours = [36, 35, 33, 32, 34, 96, 95, 93];
let nextColour = 0;

/**
 * The output of one part (a service, the gateway, the database), line by line, prefixed with
 * its name. The last lines are kept to explain a failed start.
 */
export class PartOutput {
  readonly tail = new LogTail(30);
  private partialLine = '';
  private readonly prefix: string;
  private readonly pretty: ((line: string) => string) | undefined;

  constructor(
    readonly part: string,
    private readonly options: PartOutputOptions,
  ) {
    const label = `[${part}]`.padEnd(options.nameWidth + 2);
    const colour = colours[nextColour++ % colours.length] ?? 36;
    this.prefix = options.pretty ? `\u001b[${colour}m${label}\u001b[0m ` : `${label} `;
    this.pretty = options.pretty
      ? prettyFactory({
          colorize: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,part',
          singleLine: true,
        })
      : undefined;
  }

  /** Takes a chunk of the part's output; complete lines are written at once. */
  accept(chunk: Buffer | string): void {
    const lines = (this.partialLine + String(chunk)).split('\n');
    this.partialLine = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  /** Writes what is left of an unfinished last line. */
  flush(): void {
    if (this.partialLine) this.line(this.partialLine);
    this.partialLine = '';
  }

  line(line: string): void {
    if (!line.trim()) return;
    this.tail.push(line);
    this.options.write(`${this.prefix}${this.format(line)}\n`);
  }

  private format(line: string): string {
    if (!this.pretty || !line.startsWith('{')) return line;
    try {
      return this.pretty(line).trimEnd();
    } catch {
      return line;
    }
  }
}
