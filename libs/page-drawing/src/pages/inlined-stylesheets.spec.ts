import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StylesheetFiles, withStylesheetsInlined } from './inlined-stylesheets.js';

describe('stylesheets written into a page (inlined-stylesheets.ts)', () => {
  let files: StylesheetFiles;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'page-styles-'));
    for (const folder of ['shell', 'mf-member', 'mf-staff'])
      await mkdir(path.join(root, folder, 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'main.1.css'), 'body{margin:0}');
    await writeFile(
      path.join(root, 'mf-member', 'dist', 'routes.1.css'),
      '.a::after{content:"</style><script>x()</script>"}',
    );
    await writeFile(path.join(root, 'mf-staff', 'dist', 'routes.1.css'), '.staff{}');
    await writeFile(path.join(root, 'secret.css'), '.secret{}');
    // mf-staff is served from elsewhere (REMOTE_ENTRY_MF_STAFF): its files here may be another build's.
    files = new StylesheetFiles(root, ['mf-member']);
  });

  // Only `</style` ends a style element (and in a CSS string `\/` is a `/`).
  it("writes the shell's and a served remote's stylesheets in place of their links", () => {
    const page =
      '<head><link href="/main.1.css" rel="stylesheet"><link rel="stylesheet" href="/remotes/mf-member/routes.1.css" blocking="render"></head>';
    expect(withStylesheetsInlined(page, files)).toBe(
      '<head><style data-href="/main.1.css">body{margin:0}</style>' +
        '<style data-href="/remotes/mf-member/routes.1.css">.a::after{content:"<\\/style><script>x()</script>"}</style></head>',
    );
  });

  it('keeps the link of a file it does not have, of a remote served elsewhere, or outside the builds, and every other link', () => {
    const links = [
      '<link href="/missing.css" rel="stylesheet">',
      '<link href="/remotes/mf-staff/routes.1.css" rel="stylesheet">',
      '<link href="/../secret.css" rel="stylesheet">',
      '<link href="/remotes/mf-member/../../secret.css" rel="stylesheet">',
      '<link rel="preload" href="/main.1.css" as="style">',
      '<link rel="icon" href="data:,">',
    ];
    for (const link of links) expect(withStylesheetsInlined(link, files)).toBe(link);
  });
});
