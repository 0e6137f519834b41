import { sessionStore } from '../session/portal-session.js';
import { createApiClient, type ApiClient } from './api-client.js';

/** The portal's API client: same origin (the gateway), the portal session's token on every call. */
export const api: ApiClient = createApiClient({ session: sessionStore });
