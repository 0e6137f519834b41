/** The portal shows dates in en-CA format in the nation's time zone (spec §9, decisions §6). */
export const portalLocale = 'en-CA';
export const portalTimeZone = 'America/Toronto';
