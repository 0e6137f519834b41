import { createRequire } from 'node:module';
import type { LoginResponse } from '@portal/contract';
import { portalMessages, type PortalMessage } from '@portal/messages/inventory';
import { Blob, Face } from 'harfbuzzjs';
import { LanguagePacksRepository } from '../src/language-packs/language-packs.repository.js';
import { IdentityUnderTest } from './identity-under-test.js';

const fontverter = createRequire(import.meta.url)('fontverter') as {
  convert(font: Buffer, format: 'truetype'): Promise<Buffer>;
};

const identity = new IdentityUnderTest();
let admin: LoginResponse;

const messages = portalMessages();
// Two of the shell's messages without placeholders: any text is a sound translation of them.
const [shellMessage, otherShellMessage] = messages.filter(
  (message) => message.part === 'shell' && message.placeholders.length === 0,
) as [PortalMessage, PortalMessage];
let packNumber = 0;

/** A new pack of its own for each test: `crk-a`, `crk-b`… */
async function newPack(script: 'Latn' | 'Cans' = 'Latn', fallback: 'en' | 'fr' = 'fr') {
  packNumber += 1;
  const code = `crk-${String(packNumber).padStart(2, '0')}`;
  const created = await identity.call('POST', '/api/language-packs', {
    as: admin.token,
    body: {
      code,
      name: 'ᓀᐦᐃᔭᐍᐏᐣ',
      locale: script === 'Cans' ? 'cr-Cans' : 'crk',
      script,
      fallback,
    },
  });
  expect(created.status).toBe(201);
  return code;
}

function saveDraft(code: string, id: string, text: string | null, token = admin.token) {
  return identity.call('PUT', `/api/language-packs/${code}/messages/${encodeURIComponent(id)}`, {
    as: token,
    body: { text },
  });
}

function publish(code: string) {
  return identity.call('POST', `/api/language-packs/${code}/publications`, { as: admin.token });
}

async function send(
  method: string,
  path: string,
  body: string,
  contentType: string,
  token?: string,
) {
  const response = await fetch(`${identity.url}${path}`, {
    method,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: text.startsWith('{') ? JSON.parse(text) : undefined,
  };
}

/** A member made staff by the admin, with or without the languages flag. */
async function staffMember(languages: boolean): Promise<LoginResponse> {
  const member = await identity.register();
  const edited = await identity.call('PUT', `/api/users/${member.user.id}`, {
    as: admin.token,
    body: identity.editForm(member.user, { userType: 'staff', languages }),
  });
  expect(edited.status).toBe(200);
  expect(edited.body.languages).toBe(languages);
  return member;
}

beforeAll(async () => {
  await identity.start();
  admin = await identity.loginAsAdmin();
});
afterAll(() => identity.destroy());

describe("the nation's language packs", () => {
  it('are created, edited and published as a version, served per part and version', async () => {
    const code = await newPack();
    expect((await identity.call('GET', '/api/language-packs')).body).not.toContainEqual(
      expect.objectContaining({ code }),
    );

    const saved = await saveDraft(code, shellMessage.id, 'Tânisi');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: shellMessage.id,
      part: 'shell',
      english: shellMessage.english,
      draft: 'Tânisi',
      published: null,
    });
    expect((await saveDraft(code, otherShellMessage.id, 'Kitâw')).status).toBe(200);

    const listed = await identity.call('GET', `/api/language-packs/${code}/messages`, {
      as: admin.token,
    });
    expect(listed.body).toHaveLength(messages.length);
    expect(listed.body).toContainEqual(
      expect.objectContaining({
        id: shellMessage.id,
        french: expect.any(String),
        description: shellMessage.description,
        placeholders: shellMessage.placeholders,
        draft: 'Tânisi',
      }),
    );

    const published = await publish(code);
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      version: 1,
      messages: 2,
      fontBytes: null,
      publishedBy: { id: admin.user.id, name: admin.user.name },
    });

    const packs = await identity.call('GET', '/api/language-packs');
    expect(packs.body).toContainEqual({
      code,
      name: 'ᓀᐦᐃᔭᐍᐏᐣ',
      locale: 'crk',
      script: 'Latn',
      version: 1,
      fallback: 'fr',
      font: false,
    });

    const shell = await identity.call(
      'GET',
      `/api/language-packs/${code}/catalogues/shell?version=1`,
    );
    expect(shell.status).toBe(200);
    expect(Object.keys(shell.body).sort()).toEqual([shellMessage.id, otherShellMessage.id].sort());
    expect(shell.body[shellMessage.id]).toEqual([{ type: 0, value: 'Tânisi' }]);
    expect(shell.headers.get('cache-control')).toContain('immutable');
    // Without a version (or with an older one) the answer is revalidated, not kept for good.
    const latest = await identity.call('GET', `/api/language-packs/${code}/catalogues/shell`);
    expect(latest.body).toEqual(shell.body);
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect(
      (await identity.call('GET', `/api/language-packs/${code}/catalogues/kit?version=1`)).body,
    ).toEqual({});
    const member = await identity.call(
      'GET',
      `/api/language-packs/${code}/catalogues/member?version=1`,
    );
    expect(member.body).toEqual({});
    expect(
      (await identity.call('GET', `/api/language-packs/${code}/catalogues/shell?version=9`)).status,
    ).toBe(404);
    expect(
      (await identity.call('GET', `/api/language-packs/${code}/font.woff2`)).body,
    ).toMatchObject({ statusCode: 404, code: 'languages.font_not_found' });

    const after = await identity.call('GET', `/api/language-packs/${code}/messages`, {
      as: admin.token,
    });
    expect(after.body).toContainEqual(
      expect.objectContaining({ id: shellMessage.id, draft: 'Tânisi', published: 'Tânisi' }),
    );
    const history = await identity.call('GET', `/api/language-packs/${code}/publications`, {
      as: admin.token,
    });
    expect(history.body).toEqual([
      expect.objectContaining({ version: 1, publishedAt: expect.any(String) }),
    ]);
    expect((await saveDraft(code, otherShellMessage.id, null)).body.draft).toBeNull();
  });

  it.each([
    ['an unknown placeholder', 'Tânisi {name}', /\{name\}/],
    ['unbalanced braces', 'Tânisi {name', /not sound message syntax/],
    ['a text of 4,001 characters', 'a'.repeat(4001), /longer than 4000 characters/],
  ])(
    'refuses %s with the key and the reason, the published pack unchanged',
    async (_case, text, reason) => {
      const code = await newPack();
      await saveDraft(code, shellMessage.id, 'Tânisi');
      await publish(code);

      const refused = await saveDraft(code, shellMessage.id, text);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('languages.translation_invalid');
      expect(refused.body.message).toContain(shellMessage.id);
      expect(refused.body.message).toMatch(reason);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: shellMessage.id })]);

      const shell = await identity.call('GET', `/api/language-packs/${code}/catalogues/shell`);
      expect(shell.body[shellMessage.id]).toEqual([{ type: 0, value: 'Tânisi' }]);
      const listed = await identity.call('GET', `/api/language-packs/${code}/messages`, {
        as: admin.token,
      });
      expect(listed.body).toContainEqual(
        expect.objectContaining({ id: shellMessage.id, draft: 'Tânisi' }),
      );
    },
  );

  it('refuses a whole publish when any draft fails the checks again, naming each key', async () => {
    const code = await newPack();
    await saveDraft(code, shellMessage.id, 'Tânisi');
    await publish(code);
    // A draft that no longer passes (as when the English message changes after it was typed).
    await identity.service.app
      .get(LanguagePacksRepository)
      .saveDrafts(
        code,
        new Map([[otherShellMessage.id, 'Kitâw {broken']]),
        admin.user.id,
        new Date(),
      );

    const refused = await publish(code);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('languages.publish_refused');
    expect(refused.body.message).toContain(otherShellMessage.id);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        field: otherShellMessage.id,
        message: expect.stringMatching(/braces/),
      }),
    ]);
    const packs = await identity.call('GET', '/api/language-packs');
    expect(packs.body).toContainEqual(expect.objectContaining({ code, version: 1 }));
    const history = await identity.call('GET', `/api/language-packs/${code}/publications`, {
      as: admin.token,
    });
    expect(history.body).toHaveLength(1);
  });

  it('lets admins and staff with the languages flag edit, and no one else', async () => {
    const code = await newPack();
    const member = await identity.register();
    const staff = await staffMember(false);
    const editor = await staffMember(true);

    for (const caller of [member, staff]) {
      expect((await saveDraft(code, shellMessage.id, 'Tânisi', caller.token)).status).toBe(403);
      const created = await identity.call('POST', '/api/language-packs', {
        as: caller.token,
        body: {
          code: 'oj',
          name: 'Anishinaabemowin',
          locale: 'oj',
          script: 'Latn',
          fallback: 'en',
        },
      });
      expect(created.status).toBe(403);
      expect(
        (
          await identity.call('POST', `/api/language-packs/${code}/publications`, {
            as: caller.token,
          })
        ).status,
      ).toBe(403);
    }
    expect((await saveDraft(code, shellMessage.id, 'Tânisi', editor.token)).status).toBe(200);
    expect((await identity.call('GET', '/api/users/me', { as: editor.token })).body.languages).toBe(
      true,
    );
    expect((await identity.call('GET', '/api/language-packs/editing')).status).toBe(401);

    // The edit form that does not know the flag leaves it as it is; an admin can take it away.
    const { languages: _left, ...withoutFlag } = identity.editForm(editor.user, {
      userType: 'staff',
      education: true,
    });
    const kept = await identity.call('PUT', `/api/users/${editor.user.id}`, {
      as: admin.token,
      body: withoutFlag,
    });
    expect(kept.body).toMatchObject({ userType: 'staff', education: true, languages: true });
    await identity.call('PUT', `/api/users/${editor.user.id}`, {
      as: admin.token,
      body: identity.editForm(editor.user, { userType: 'staff', languages: false }),
    });
    expect((await saveDraft(code, shellMessage.id, 'Tânisi', editor.token)).status).toBe(403);
  });

  it('exports the drafts as a PO file that imports into another pack as the same drafts', async () => {
    const from = await newPack();
    await saveDraft(from, shellMessage.id, 'Tânisi « ᑕᓂᓯ »');
    await saveDraft(from, otherShellMessage.id, 'Kitâw\nmitâtaht');
    const exported = await fetch(`${identity.url}/api/language-packs/${from}/export.po`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/x-gettext-translation');
    const po = await exported.text();
    expect(po).toContain(`msgctxt "${shellMessage.id}"`);
    if (shellMessage.description) expect(po).toContain(`# ${shellMessage.description}`);

    const to = await newPack();
    const imported = await send(
      'POST',
      `/api/language-packs/${to}/import`,
      po,
      'text/x-gettext-translation',
      admin.token,
    );
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ taken: 2, refused: [] });
    const listed = await identity.call('GET', `/api/language-packs/${to}/messages`, {
      as: admin.token,
    });
    const drafts = Object.fromEntries(
      (listed.body as { id: string; draft: string | null }[])
        .filter((message) => message.draft !== null)
        .map((message) => [message.id, message.draft]),
    );
    expect(drafts).toEqual({
      [shellMessage.id]: 'Tânisi « ᑕᓂᓯ »',
      [otherShellMessage.id]: 'Kitâw\nmitâtaht',
    });

    const withProblems =
      `${po}\nmsgctxt "shell.nothing.here"\nmsgid "Nothing"\nmsgstr "Ekâ"\n`.replace(
        'msgstr "Tânisi « ᑕᓂᓯ »"',
        'msgstr "Tânisi {"',
      );
    const partly = await send(
      'POST',
      `/api/language-packs/${to}/import`,
      withProblems,
      'text/plain',
      admin.token,
    );
    expect(partly.body).toEqual({
      taken: 1,
      refused: [
        { id: shellMessage.id, reason: expect.stringMatching(/braces/) },
        { id: 'shell.nothing.here', reason: 'The portal has no message with this key.' },
      ],
    });
  });

  it('publishes a syllabics pack with a font of at most 40 KB holding the characters it uses', async () => {
    const code = await newPack('Cans');
    const used = 'ᑕᓂᓯ ᓀᐦᐃᔭᐍᐏᐣ ᐊᒋᒧᐏᓇ';
    await saveDraft(code, shellMessage.id, used);
    const published = await publish(code);
    expect(published.status).toBe(201);
    expect(published.body.fontBytes).toBeGreaterThan(0);

    const font = await fetch(`${identity.url}/api/language-packs/${code}/font.woff2?version=1`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await font.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(40 * 1024);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');

    const face = new Face(new Blob(await fontverter.convert(bytes, 'truetype')), 0);
    const inFont = new Set(face.collectUnicodes());
    for (const character of used.replace(/ /g, ''))
      expect(inFont.has(character.codePointAt(0)!)).toBe(true);
    // Only what the pack uses: not the whole block.
    expect(inFont.has('ᐁ'.codePointAt(0)!)).toBe(false);
    expect((await identity.call('GET', '/api/language-packs')).body).toContainEqual(
      expect.objectContaining({ code, script: 'Cans', font: true }),
    );
  });

  it('answers bad bodies and paths without a 5xx', async () => {
    const code = await newPack();
    const answers = [
      await send('POST', '/api/language-packs', '{not json', 'application/json', admin.token),
      await send('POST', '/api/language-packs', '[]', 'application/json', admin.token),
      await identity.call('POST', '/api/language-packs', { as: admin.token, body: { code: 'en' } }),
      await identity.call('POST', '/api/language-packs', {
        as: admin.token,
        body: { code: 'xx', name: 'x\u0000', locale: 'not a tag!', script: 'Cyrl', fallback: 'de' },
      }),
      await identity.call('POST', '/api/language-packs', {
        as: admin.token,
        body: { code, name: 'Again', locale: 'crk', script: 'Latn', fallback: 'en' },
      }),
      await saveDraft(code, shellMessage.id, 'a'.repeat(100_000)),
      await identity.call('PUT', `/api/language-packs/${code}/messages/${shellMessage.id}`, {
        as: admin.token,
        body: { text: 42 },
      }),
      await saveDraft(code, 'shell.no.such.message', 'x'),
      await saveDraft(code, '%00', 'x'),
      await saveDraft('%00', shellMessage.id, 'x'),
      await saveDraft('no-such', shellMessage.id, 'x'),
      await publish(code),
      await publish('zz'),
      await send(
        'PUT',
        `/api/language-packs/${code}/messages/${shellMessage.id}`,
        '\u0000',
        'text/plain',
        admin.token,
      ),
      await send(
        'POST',
        `/api/language-packs/${code}/import`,
        'msgid "unterminated\nmsgstr',
        'text/x-gettext-translation',
        admin.token,
      ),
      await send(
        'POST',
        `/api/language-packs/${code}/import`,
        '\u0000\u0001binary',
        'text/x-po',
        admin.token,
      ),
      await identity.call('POST', `/api/language-packs/${code}/import`, {
        as: admin.token,
        body: { po: 1 },
      }),
      await identity.call('GET', `/api/language-packs/${code}/catalogues/shell`),
      await identity.call('GET', '/api/language-packs/crk-01/catalogues/nothing'),
      await identity.call('GET', '/api/language-packs/crk-01/catalogues/shell?version=abc'),
      await identity.call('GET', '/api/language-packs/crk-01/catalogues/shell?version=-1'),
      await identity.call(
        'GET',
        '/api/language-packs/crk-01/catalogues/shell?version=99999999999999',
      ),
      await identity.call('GET', '/api/language-packs/%E0%A4%A/catalogues/shell'),
      await identity.call('GET', `/api/language-packs/${'x'.repeat(5000)}/font.woff2`),
      await identity.call('GET', '/api/language-packs/%00/export.po', { as: admin.token }),
    ];
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(answers.map((answer) => answer.status)).toEqual([
      400, 400, 400, 400, 409, 400, 400, 404, 404, 404, 404, 409, 404, 400, 201, 400, 400, 404, 404,
      400, 400, 400, 400, 414, 404,
    ]);
  });
});
