import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';
import {
  applicationOwnerSchema,
  applicationSchema,
  applicationSummarySchema,
  listApplicationsQuerySchema,
  setApplicationStatusRequestSchema,
  submitApplicationRequestSchema,
} from './application.js';

/** The calls of `/api/grant-applications` (spec §7, decisions §3, §4). */
export const applicationEndpoints = {
  /**
   * Submits an application to a published grant. A second identical submission of the same
   * applicant to the same grant within a few seconds answers the first application again.
   */
  submit: endpoint({
    method: 'POST',
    path: '/api/grant-applications',
    request: submitApplicationRequestSchema,
    response: applicationSchema,
  }),
  /** Newest first. Reviewers: all; anyone else: their own (`?userOnly=true`: own, for everyone). */
  list: endpoint({
    method: 'GET',
    path: '/api/grant-applications',
    query: listApplicationsQuerySchema,
    response: z.array(applicationSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/grant-applications/:id',
    response: applicationSchema,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/grant-applications/:id/status',
    request: setApplicationStatusRequestSchema,
    response: applicationSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/grant-applications/:id',
    response: z.undefined(),
  }),
};

/** For the other services only (`/internal`, the services' credential; see the README). */
export const applicationInternalEndpoints = {
  /** Whose application this is: for "R, or the applicant of that application" (the files service). */
  owner: endpoint({
    method: 'GET',
    path: '/internal/applications/:id/owner',
    response: applicationOwnerSchema,
  }),
};
