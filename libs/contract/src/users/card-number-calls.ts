import type { CallsOf } from '../http/endpoint.js';
import type { cardNumberEndpoints } from './card-numbers.js';

/** `cardNumberEndpoints` as the screens call them (no schemas: no zod in a screen's bundle). */
export const cardNumberCalls: CallsOf<typeof cardNumberEndpoints> = {
  masked: { method: 'GET', path: '/api/users/:id/card-number', answer: 'object' },
  reveal: { method: 'POST', path: '/api/users/:id/card-number/reveal', answer: 'object' },
};
