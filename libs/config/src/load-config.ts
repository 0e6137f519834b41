import { type z } from 'zod';

/** A configuration value was missing or wrong; the message names every such variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates environment variables against a schema whose keys are the variable names,
 * so that every error names the variable to fix.
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<Schema> {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variable = issue.path.join('.') || 'environment';
      const given = issue.path.length > 0 ? env[String(issue.path[0])] : undefined;
      const shown = given === undefined ? '' : ` (got "${isSecretName(variable) ? '…' : given}")`;
      return `${variable}: ${issue.message}${shown}`;
    }),
  );
}

/** `FOO=` counts as unset, as it does for most tools. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

function isSecretName(variable: string): boolean {
  // A URL that may carry a password (postgres://user:pw@…, smtp://user:pw@…) is never echoed.
  return /SECRET|PASSWORD|KEY|TOKEN|DATABASE_URL|SMTP_URL/.test(variable);
}
