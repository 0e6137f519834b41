import 'reflect-metadata';

/** What Nest injects by: a class, or a token given to `@Inject(...)`. */
type Token = abstract new (...args: never[]) => unknown;
type InjectionToken = Token | string | symbol;

/** One stand-in: the token the class under test injects, and the object it gets instead. */
export interface StandIn {
  token: InjectionToken;
  value: unknown;
}

/**
 * A stand-in for a class the subject injects (a repository, a client, the clock): only the
 * members the test needs, typed against the real class so a renamed method fails to compile.
 */
export function standIn<T>(token: abstract new (...args: never[]) => T, value: Partial<T>): StandIn;
/** A stand-in for a value injected by token (`@Inject(IDENTITY_CONFIG)`). */
export function standIn(token: string | symbol, value: unknown): StandIn;
export function standIn(token: InjectionToken, value: unknown): StandIn {
  return { token, value };
}

/**
 * The class under test (the "sut"), built as Nest would build it — each constructor parameter
 * resolved by its type or its `@Inject` token — but from the stand-ins the test gives: no module,
 * no database, no HTTP, milliseconds per test. For the rules that need no database; what the
 * SQL does is the real-database tests' part. A parameter with no stand-in fails at once, naming
 * it, so a new dependency of the class is never met by `undefined`.
 */
export function testSubject<T>(subject: new (...args: never[]) => T, ...standIns: StandIn[]): T {
  const types = (Reflect.getMetadata('design:paramtypes', subject) ?? []) as unknown[];
  // Nest keeps `@Inject(token)` parameters here, by index (SELF_DECLARED_DEPS_METADATA).
  const declared = (Reflect.getMetadata('self:paramtypes', subject) ?? []) as Array<{
    index: number;
    param: unknown;
  }>;
  const tokens = types.map(
    (type, index) => declared.find((entry) => entry.index === index)?.param ?? type,
  );
  const byToken = new Map(standIns.map((entry) => [entry.token as unknown, entry.value]));
  const args = tokens.map((token, index) => {
    if (!byToken.has(token))
      throw new Error(
        `${subject.name} needs a stand-in for parameter ${index} (${describe(token)}): ` +
          `pass standIn(${describe(token)}, …) to testSubject`,
      );
    return byToken.get(token);
  });
  return new subject(...(args as never[]));
}

function describe(token: unknown): string {
  if (typeof token === 'function') return token.name;
  return String(token);
}
