import { z } from 'zod';
import { officeGuidelinesMaxLength } from './office-guidelines.js';

/**
 * How the office runs the portal, set by admins (`GET/PUT /api/office-settings`). Each setting
 * is off on a fresh install, so that the portal behaves as the spec describes until an admin
 * decides otherwise.
 */
export const officeSettingsSchema = z.object({
  /**
   * A member must confirm their email address (the link sent to it) before their first
   * application is accepted.
   */
  emailConfirmationRequired: z.boolean({
    error: 'emailConfirmationRequired must be true or false',
  }),
  /**
   * A grant submitted for approval is published by someone else: another staff member with the
   * education flag, or an admin, who is told that it waits. Nobody publishes their own grant,
   * nor creates one already published.
   */
  grantSecondApprovalRequired: z.boolean({
    error: 'grantSecondApprovalRequired must be true or false',
  }),
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

/** A change of some settings; the others stay as they are. */
export const officeSettingsUpdateSchema = officeSettingsSchema
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Send at least one setting to change.');
export type OfficeSettingsUpdate = z.infer<typeof officeSettingsUpdateSchema>;

/** A fresh install's settings. */
export const defaultOfficeSettings: OfficeSettings = {
  emailConfirmationRequired: false,
  grantSecondApprovalRequired: false,
};

/**
 * The office's guidelines for applicants, shown at /guidelines: plain text, paragraphs separated
 * by a blank line, never read as markup. An office setting with calls of its own (a long text is
 * not sent back and forth with the switches). Empty as installed.
 */
export const officeGuidelinesSchema = z.object({
  text: z.string({ error: 'text must be the guidelines, as text' }).max(officeGuidelinesMaxLength, {
    error: `Please keep the guidelines to ${officeGuidelinesMaxLength} characters or fewer.`,
  }),
});
export type OfficeGuidelines = z.infer<typeof officeGuidelinesSchema>;
