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
> {
  method: HttpMethod;
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
>(definition: {
  method: HttpMethod;
  path: Path;
  response: Response;
  request?: Request;
  query?: Query;
}): Endpoint<Path, Request, Response, Query> {
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

/**
 * The path of one call: `:parameters` filled in (encoded, so an id cannot add a path segment)
 * and the query appended. A parameter left out is a programming error and throws.
 */
export function pathFor<E extends Endpoint>(
  called: E,
  parameters?: PathParameters<E['path']>,
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
