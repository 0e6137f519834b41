import { sessionStorageKeys } from '@portal/web-kit';
import { drawnNameMarks } from '@portal/web-kit/prerender';

/**
 * A member's page drawn by the build (`/user-dashboard`): the shell draws its frame (the header
 * a member sees, the skip link, `<main>`) with an empty slot where the remote's page goes; the
 * remote draws its page in its own build; the gateway puts the remote's page in the slot
 * (libs/page-drawing/src/pages/route-pages.ts). The page keeps the loading placeholder in `#root` for
 * everyone else and holds the member's page in an inert `<template>`; the script below, at the
 * end of the body, shows it only to a visitor whose stored session is a member's.
 *
 * Unlike the public pages this markup is not hydrated: it is drawn with marks for the member's
 * names (the build knows no one), which the script fills in from the stored user, and the app
 * draws the page afresh over it once its code has arrived. Until then the member sees their
 * dashboard and its links work as plain links.
 */
export const memberPageTemplateId = 'portal-member-page';

/**
 * The slot the shell leaves for a remote's page: `<div data-portal-remote-page="mf-member"></div>`,
 * which the gateway looks for as written (`remotePageSlot` in libs/page-drawing/src/pages/route-pages.ts).
 */
export const remotePageSlotAttribute = 'data-portal-remote-page';

/** A string as a script's literal, ASCII only (the script is named by its hash, byte for byte). */
const literal = (text: string) =>
  JSON.stringify(text).replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * Shows the member's page: only with a stored token and a stored user who is a member (staff
 * and admins have other header links), and only when the gateway filled the slot (a remote
 * served from elsewhere is not). Anything unreadable in storage leaves the placeholder. The
 * names go in as text (`data`), never as markup.
 */
export const memberPageScript =
  `(function(){var r=document.getElementById("root"),` +
  `t=document.getElementById(${literal(memberPageTemplateId)}),u;` +
  `if(!r||!t||t.content.querySelector("[${remotePageSlotAttribute}]"))return;` +
  `try{if(!localStorage.getItem(${literal(sessionStorageKeys.token)}))return;` +
  `u=JSON.parse(localStorage.getItem(${literal(sessionStorageKeys.user)})||"null");` +
  `if(!u||u.userType!=="user")return}catch(e){return}` +
  `function s(v){return typeof v=="string"?v.trim():""}` +
  `var f=t.content.cloneNode(!0),w=document.createTreeWalker(f,4),n;` +
  `while(n=w.nextNode())n.data=n.data` +
  `.split(${literal(drawnNameMarks.firstName)}).join(s(u.firstName))` +
  `.split(${literal(drawnNameMarks.name)}).join(s(u.name));` +
  `r.replaceChildren(f)})()`;
