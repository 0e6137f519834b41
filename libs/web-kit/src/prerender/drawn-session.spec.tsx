/**
 * In Node with Node's exports, as the builds draw pages:
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["@portal/source", "node"]}
 */
import { renderToString } from 'react-dom/server';
import { SessionStoreProvider } from '../session/session-context.js';
import { useSession } from '../session/use-session.js';
import { drawnMember, drawnNameMarks, drawnSessionStore } from './drawn-session.js';

function Header() {
  const session = useSession();
  return (
    <p>
      {session.user
        ? `${session.status}: ${session.user.name} (${session.user.userType})`
        : session.status}
    </p>
  );
}

describe('a session drawn by the build', () => {
  it("draws a page for a nameless member, names as marks; the portal's own session draws signed out", () => {
    const drawn = drawnSessionStore();

    expect(renderToString(<Header />)).toBe('<p>signed-out</p>');
    expect(
      renderToString(
        <SessionStoreProvider store={drawn}>
          <Header />
        </SessionStoreProvider>,
      ),
    ).toBe(`<p>signed-in: ${drawnNameMarks.name} (user)</p>`);
    expect(drawn.getState().user).toBe(drawnMember);
  });

  it('cannot be signed in or out of', () => {
    const drawn = drawnSessionStore();
    expect(() => drawn.signOut()).toThrow('a drawn session cannot change');
    expect(() => drawn.confirmRestored(drawnMember)).toThrow('a drawn session cannot change');
  });
});
