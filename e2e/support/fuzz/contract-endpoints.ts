import * as contract from '@portal/contract';
import type { Endpoint } from '@portal/contract/http';

/** One endpoint of the contract, with the table and the name it has there. */
export interface ContractEndpoint {
  /** `grantEndpoints.create` */
  name: string;
  endpoint: Endpoint;
}

const methods = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/**
 * Every endpoint of every `…Endpoints` table the contract exports (`grantEndpoints`,
 * `applicationDraftEndpoints`, `userInternalEndpoints`…), found by shape: a table or an
 * endpoint added to the contract is fuzzed without editing the suite.
 */
export function contractEndpoints(): ContractEndpoint[] {
  const found: ContractEndpoint[] = [];
  for (const [table, value] of Object.entries(contract)) {
    if (!table.endsWith('Endpoints') || !isRecord(value)) continue;
    for (const [name, candidate] of Object.entries(value)) {
      if (isEndpoint(candidate)) found.push({ name: `${table}.${name}`, endpoint: candidate });
    }
  }
  return found;
}

/** The names of the query parameters an endpoint's query schema reads. */
export function queryParameterNames(endpoint: Endpoint): string[] {
  if (!endpoint.query) return [];
  const schema = endpoint.query.toJSONSchema({ io: 'input', unrepresentable: 'any' });
  return Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    isRecord(value) &&
    typeof value.method === 'string' &&
    methods.has(value.method) &&
    typeof value.path === 'string' &&
    isRecord(value.response)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
