import { createHash } from 'node:crypto';

/**
 * Where the browser keeps the session's token (spec §7: "Token and encryptionKey are kept in
 * local storage"; web-kit's `sessionStorageKeys.token`: walking-skeleton.spec.ts
 * fails if the two part).
 */
export const sessionTokenKey = 'token';

/** The inert element holding a signed-in route's hints until the script below uses them. */
const hintsElementId = 'portal-signed-in-hints';

/**
 * Runs in the page's head: only a visitor with a stored session gets the route's files
 * downloaded ahead. A signed-out visitor is sent to /login by the shell's guard before the
 * remote is loaded, and without this would first download the member's code for nothing
 * (some 70 kB, half a second on a rural link, while the login form waits for its own).
 */
export const signedInHintsScript =
  `(function(){try{if(!localStorage.getItem(${JSON.stringify(sessionTokenKey)}))return}` +
  `catch(e){return}var t=document.getElementById(${JSON.stringify(hintsElementId)});` +
  `t&&document.head.appendChild(t.content.cloneNode(!0))})()`;

/** The script's hash as Content-Security-Policy's `script-src` takes it. */
export const signedInHintsScriptHash = `'sha256-${createHash('sha256')
  .update(signedInHintsScript)
  .digest('base64')}'`;

/**
 * The head elements for a route only a signed-in visitor may see: its preload links inside a
 * `<template>` (inert: neither the browser nor its preload scanner fetches what is in one), and
 * the script that moves them into the head when a session is stored.
 */
export function signedInHints(links: readonly string[]): string[] {
  if (links.length === 0) return [];
  return [
    `<template id="${hintsElementId}">${links.join('')}</template>`,
    `<script>${signedInHintsScript}</script>`,
  ];
}

/**
 * `page` with its signed-in hints as plain head elements, for a page drawn for a member the
 * services have just answered (a data page): no need to wait for the script to find the stored
 * session, and the browser's preload scanner sees them with the page's first bytes.
 */
export function withSignedInHintsShown(page: string): string {
  const hints = new RegExp(
    `<template id="${hintsElementId}">([^]*?)</template><script>[^<]*</script>`,
  );
  return page.replace(hints, '$1');
}
