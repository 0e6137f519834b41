import { portalMessages } from './index.js';

describe("the portal's messages, for server code", () => {
  it('lists every part’s messages with their English, French, description and placeholders', () => {
    const messages = portalMessages();
    const parts = new Set(messages.map((message) => message.part));
    expect(parts.has('shell')).toBe(true);
    const logout = messages.find((message) => message.id === 'shell.header.logout');
    expect(logout).toMatchObject({
      part: 'shell',
      english: 'Logout',
      description: expect.stringContaining('ends the session'),
    });
    expect(logout?.french).toEqual(expect.any(String));
    for (const message of messages) expect(message.id.startsWith(`${message.part}.`)).toBe(true);
  });
});
