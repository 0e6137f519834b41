import type { IdentityConfig } from '../config.js';
import { SessionIssuer } from './session-issuer.service.js';

describe('SessionIssuer', () => {
  it('gives a session the same encryptionKey as before key derivation moved to @portal/field-crypto', () => {
    // Computed by identity's own crypto/key-derivation.ts (commit 19ad0fc) for this secret and session.
    const issuer = new SessionIssuer({
      JWT_SECRET: 'jwt-secret-written-before-the-move-0123456',
    } as IdentityConfig);
    expect(issuer.encryptionKeyFor('9b2e4c1a-7d3f-4a5b-8c6d-1e2f3a4b5c6d')).toBe(
      'd5kjVkeoMCvdoP3XP9wToWLjhmEMu3UKESNPYtj_Y4U',
    );
  });
});
