/**
 * The answers a data page is drawn from: each GET call's path and query → its JSON answer
 * (what the page's own calls would have been answered in the browser).
 */
export type PageAnswers = ReadonlyMap<string, unknown>;

/**
 * What a remote's server entry exports: the pages it draws with a member's data. The gateway
 * imports the entry from the remote's build (`remoteServerEntryFile`) and asks it through this
 * interface only; a remote implements it with `satisfies RemoteServerEntry`
 * (mf-member/src/prerender/data-pages.ts), so a change on either side fails the other's build.
 */
export interface RemoteServerEntry {
  /**
   * The GET calls (path and query) the page at `address` makes as it opens, as far as `answers`
   * tell (a call may follow from another's answer); undefined when it is not a data page.
   */
  dataPageCalls(address: string, answers: PageAnswers): readonly string[] | undefined;
  /** The page at `address` drawn with the answers: markup for the shell's slot. */
  drawDataPage(address: string, answers: PageAnswers): Promise<string>;
}

/** The folder of an app's build that holds its Node bundle: not for the browser. */
export const serverBundleFolder = 'server';

/** The name of the Node bundle's entry (tools/rspack-config's prerender build). */
export const serverEntryName = 'prerender';

/** The remote's server entry, as its build writes it, relative to the build's folder (`dist/`). */
export const remoteServerEntryFile = `${serverBundleFolder}/${serverEntryName}.mjs`;
