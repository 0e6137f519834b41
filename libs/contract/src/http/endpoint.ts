import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of the `:parameters` in a path pattern: `'/api/grants/:id'` → `'id'`. */
export type PathParameterNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParameterNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type PathParameters<Path extends string> = [PathParameterNames<Path>] extends [never]
  ? Record<string, never>
  : Record<PathParameterNames<Path>, string>;

/**
 * One call of the API: its method, its path pattern, and the schemas of what it takes and what
 * it answers. The services validate bodies with `request`; the screens call it through web-kit's
 * `callEndpoint`, which fills the path and checks the answer with `response`, so no screen holds
 * an `/api/...` string or reads an answer of unknown shape.
 */
export interface Endpoint<
  Path extends string = string,
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Method extends HttpMethod = HttpMethod,
> {
  method: Method;
  path: Path;
  request: Request;
  response: Response;
  query: Query;
}

export function endpoint<
  const Path extends string,
  Response extends z.ZodType,
  Request extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  const Method extends HttpMethod = HttpMethod,
>(definition: {
  method: Method;
  path: Path;
  response: Response;
  request?: Request;
  query?: Query;
}): Endpoint<Path, Request, Response, Query, Method> {
  return {
    method: definition.method,
    path: definition.path,
    response: definition.response,
    request: definition.request as Request,
    query: definition.query as Query,
  };
}

/** What an endpoint answers, and what its body is before validation (the caller's side). */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;
export type EndpointBody<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.input<E['request']>
  : undefined;
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;

/** The JSON an answer is: an array, an object, nothing (204), or anything (a file's bytes). */
export type AnswerKind = 'list' | 'object' | 'nothing' | 'any';

/** The kind of an answer of type `Answer`. */
export type AnswerKindOf<Answer> = unknown extends Answer
  ? 'any'
  : [Answer] extends [undefined | void]
    ? 'nothing'
    : [Answer] extends [readonly unknown[]]
      ? 'list'
      : 'object';

/**
 * An endpoint as a screen calls it: its method and path, the kind of JSON it answers, and (as
 * types only) the types of its schemas. It is built of strings alone, so a screen's bundle carries
 * no zod (about 25 kB compressed in each part that would build schemas); the services bind the
 * schemas themselves (`Endpoint`, ZodPipe). `CallsOf` makes the compiler hold each call to its
 * endpoint: the same method, path and kind of answer, and a call for every endpoint.
 */
export interface Call<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly answer: AnswerKindOf<EndpointAnswer<E>>;
  /** Never set: carries the endpoint's type, from which `callEndpoint` reads the answer's type. */
  readonly endpointType?: E;
}

/** The zod-free calls of a group of endpoints (`grantCalls` for `grantEndpoints`), one each. */
export type CallsOf<Endpoints extends Readonly<Record<string, Endpoint>>> = {
  readonly [Name in keyof Endpoints]: Call<Endpoints[Name]>;
};

/**
 * The path of one call: `:parameters` filled in (encoded, so an id cannot add a path segment)
 * and the query appended. A parameter left out is a programming error and throws.
 */
export function pathFor<Called extends { readonly path: string }>(
  called: Called,
  parameters?: PathParameters<Called['path']>,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const values = (parameters ?? {}) as Record<string, string>;
  const path = called.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${called.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
