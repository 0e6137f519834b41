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
 * `#root` marked with the route it was drawn for, and `headScript` right after the title. The
 * markup goes in exactly as React wrote it (hydration compares it node for node).
 */
export function pageWithRouteMarkup(template: string, route: RouteMarkup): string {
  return editedPage(template, {
    title: route.title,
    headScript: route.headScript,
    root: ` ${prerenderedRouteAttribute}="${escapeAttribute(route.path)}">${route.markup}`,
  });
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
  return editedPage(template, {
    title: page.title,
    bodyEnd:
      `<template id="${escapeAttribute(page.templateId)}">${page.markup}</template>` +
      inlineScript(page.script),
  });
}

/** What `editedPage` changes in the built page; anything left out stays as built. */
interface PageEdits {
  /** The tab's title, as text. */
  title: string;
  /** A script right after the title, before the stylesheet's link (a script after a stylesheet would wait for it). */
  headScript?: string | undefined;
  /** What replaces `#root`'s start tag's `>` and its content: attributes, `>`, the markup. */
  root?: string;
  /** Markup right before `</body>`. */
  bodyEnd?: string;
}

/**
 * Only the spots `edits` names change, found through the parser's source positions rather than
 * a pattern that a change to the template could fool.
 */
function editedPage(template: string, edits: PageEdits): string {
  const document = parse(template, { sourceCodeLocationInfo: true });
  const titleTag = findElement(
    document,
    (element) => element.tagName === 'title',
  )?.sourceCodeLocation;
  if (!titleTag?.startTag || !titleTag.endTag) throw new Error('the page has no <title>');
  const spots = [
    {
      from: titleTag.startTag.endOffset,
      to: titleTag.endTag.startOffset,
      text: escapeText(edits.title),
    },
  ];
  if (edits.headScript !== undefined) {
    const after = titleTag.endTag.endOffset;
    spots.push({ from: after, to: after, text: inlineScript(edits.headScript) });
  }
  if (edits.root !== undefined) {
    const rootTag = findElement(document, (element) =>
      element.attrs.some((attribute) => attribute.name === 'id' && attribute.value === 'root'),
    )?.sourceCodeLocation;
    if (!rootTag?.startTag || !rootTag.endTag) throw new Error('the page has no <div id="root">');
    spots.push({
      from: rootTag.startTag.endOffset - 1,
      to: rootTag.endTag.startOffset,
      text: edits.root,
    });
  }
  if (edits.bodyEnd !== undefined) {
    const bodyEnd = findElement(document, (element) => element.tagName === 'body')
      ?.sourceCodeLocation?.endTag;
    if (!bodyEnd) throw new Error('the page has no </body>');
    spots.push({ from: bodyEnd.startOffset, to: bodyEnd.startOffset, text: edits.bodyEnd });
  }
  // Replaced from the end backwards, so that the earlier positions stay true.
  return spots
    .sort((a, b) => b.from - a.from)
    .reduce((page, spot) => page.slice(0, spot.from) + spot.text + page.slice(spot.to), template);
}

/** An inline script element; its text must not end the element early. */
function inlineScript(script: string): string {
  if (script.includes('</')) throw new Error('an inline script must not hold "</"');
  return `<script>${script}</script>`;
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
