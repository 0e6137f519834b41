import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { prerenderedRouteAttribute } from './prerendered-routes.js';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** One route drawn by the build: its address, the tab's title and the markup of `#root`. */
export interface RouteMarkup {
  path: string;
  title: string;
  markup: string;
  /** A script to run first, inline in the head (early-submit-hold.ts). */
  headScript?: string;
}

/**
 * The built page (`index.html`, with its scripts, stylesheet and hints) with `#root` holding
 * `route`'s markup instead of the loading placeholder, the tab titled for the route, and
 * `#root` marked with the route it was drawn for, and `headScript` right after the title. Only those
 * spots change: the markup goes
 * in exactly as React wrote it (hydration compares it node for node), found through the
 * parser's source positions rather than a pattern that a change to the template could fool.
 */
export function pageWithRouteMarkup(template: string, route: RouteMarkup): string {
  const document = parse(template, { sourceCodeLocationInfo: true });
  const root = findElement(document, (element) =>
    element.attrs.some((attribute) => attribute.name === 'id' && attribute.value === 'root'),
  );
  const title = findElement(document, (element) => element.tagName === 'title');
  const rootTag = root?.sourceCodeLocation;
  const titleTag = title?.sourceCodeLocation;
  if (!rootTag?.startTag || !rootTag.endTag) throw new Error('the page has no <div id="root">');
  if (!titleTag?.startTag || !titleTag.endTag) throw new Error('the page has no <title>');
  if (route.headScript?.includes('</')) throw new Error('an inline script must not hold "</"');

  // Replaced from the end backwards, so that the earlier positions stay true.
  const edits = [
    // Right after the title, before the stylesheet's link: a script after a stylesheet would
    // wait for it.
    ...(route.headScript
      ? [
          {
            from: titleTag.endTag.endOffset,
            to: titleTag.endTag.endOffset,
            text: `<script>${route.headScript}</script>`,
          },
        ]
      : []),
    {
      from: titleTag.startTag.endOffset,
      to: titleTag.endTag.startOffset,
      text: escapeText(route.title),
    },
    {
      from: rootTag.startTag.endOffset - 1,
      to: rootTag.endTag.startOffset,
      text: ` ${prerenderedRouteAttribute}="${escapeAttribute(route.path)}">${route.markup}`,
    },
  ].sort((a, b) => b.from - a.from);
  return edits.reduce(
    (page, edit) => page.slice(0, edit.from) + edit.text + page.slice(edit.to),
    template,
  );
}

/** A member's page drawn by the build (member-page.ts): the tab's title, its markup, its script. */
export interface MemberPageMarkup {
  title: string;
  markup: string;
  templateId: string;
  script: string;
}

/**
 * The built page with `#root` as it is (the loading placeholder: what anyone but a member sees
 * first) and, at the end of the body, the member's page in an inert `<template>` followed by the
 * script that shows it; the tab titled for the route.
 */
export function pageWithMemberPage(template: string, page: MemberPageMarkup): string {
  const document = parse(template, { sourceCodeLocationInfo: true });
  const body = findElement(document, (element) => element.tagName === 'body');
  const title = findElement(document, (element) => element.tagName === 'title');
  const bodyEnd = body?.sourceCodeLocation?.endTag;
  const titleTag = title?.sourceCodeLocation;
  if (!bodyEnd) throw new Error('the page has no </body>');
  if (!titleTag?.startTag || !titleTag.endTag) throw new Error('the page has no <title>');
  if (page.script.includes('</')) throw new Error('an inline script must not hold "</"');
  const tail =
    `<template id="${escapeAttribute(page.templateId)}">${page.markup}</template>` +
    `<script>${page.script}</script>`;
  return (
    template.slice(0, titleTag.startTag.endOffset) +
    escapeText(page.title) +
    template.slice(titleTag.endTag.startOffset, bodyEnd.startOffset) +
    tail +
    template.slice(bodyEnd.startOffset)
  );
}

function findElement(node: ParentNode, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}
