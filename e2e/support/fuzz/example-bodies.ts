import type { Endpoint } from '@portal/contract/http';
import { everyQuestionTypeGrant, torontoDateFromToday } from '../applications-api.js';
import type { FuzzWorld } from './fuzz-world.js';

/**
 * A valid body for an endpoint, the one the fuzz mutates field by field, so each mutation
 * reaches the rule of that field (a body wrong everywhere stops at the first problem).
 * The endpoints whose schema cannot describe a valid body (a grant's rules are code; a user's
 * data must be new) have one written here; any other is drawn from its schema's JSON Schema.
 */
export function exampleBody(
  name: string,
  endpoint: Endpoint,
  world: FuzzWorld,
  sequence: number,
): unknown {
  const written = writtenExamples(world, sequence)[name];
  if (written !== undefined) return written;
  if (!endpoint.request) return undefined;
  const schema = endpoint.request.toJSONSchema({ io: 'input', unrepresentable: 'any' });
  return sampleOf(schema as JsonSchema, '', world);
}

function writtenExamples(world: FuzzWorld, sequence: number): Record<string, unknown> {
  const grant = everyQuestionTypeGrant('Fuzzed Bursary', {
    openDate: torontoDateFromToday(-1),
    closeDate: torontoDateFromToday(30),
  });
  const answers = {
    '0-0': 'Nursing.',
    '0-1': 'yes',
    '0-2': '2027-01-10',
    '0-3': 'Full-time',
    '1-0': ['Tuition'],
    '1-1': ['Tuition', 'Housing', 'Transportation'],
    '1-2': 'enrolment.pdf',
  };
  return {
    'grantEndpoints.create': grant,
    'grantEndpoints.update': grant,
    'userEndpoints.register': {
      firstName: 'Fuzzed',
      lastName: 'Newcomer',
      email: `fuzzed.${sequence}@fuzz.example`,
      cardNumber: `RS-FUZZED-${sequence}`,
      password: 'a fuzzed password',
      userType: 'user',
    },
    'userEndpoints.login': { email: `nobody.${sequence}@fuzz.example`, password: 'not a password' },
    'userEndpoints.update': {
      firstName: 'Spare',
      lastName: 'Member',
      email: 'spare.member@fuzz.example',
      cardNumber: 'RS-FUZZ-2',
      userType: 'user',
      education: false,
      harvesting: false,
      communityOutreach: false,
      updateEmailHash: true,
    },
    'applicationEndpoints.submit': { grantId: world.ids.grant, answers },
    'applicationDraftEndpoints.save': { grantId: world.ids.grant, answers },
    'applicationEndpoints.requestMoreInfo': {
      message: 'Please send your letter of acceptance.',
      questionKeys: ['0-2', '1-2'],
    },
    'applicationEndpoints.resubmit': { answers: { '0-2': '2027-02-01' }, note: 'Here it is.' },
  };
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minItems?: number;
  default?: unknown;
}

/** A value of a JSON Schema: uuids named after a kind of thing get a real id of it. */
function sampleOf(schema: JsonSchema, name: string, world: FuzzWorld): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sampleOf(choice, name, world);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          sampleOf(property, key, world),
        ]),
      );
    case 'array':
      return schema.items ? [sampleOf(schema.items, name, world)] : [];
    case 'string':
      if (schema.format === 'uuid') return idNamed(name, world);
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'someone@fuzz.example';
      return 'text';
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.default ?? 'text';
  }
}

function idNamed(name: string, world: FuzzWorld): string {
  const kind = name.replace(/Ids?$/, '') as keyof FuzzWorld['ids'];
  return world.ids[kind] ?? world.ids.application;
}
