import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { earlySubmitHoldScript, type EarlyHold } from './early-submit-hold.js';
import { holdSubmits, releaseSubmits } from './held-submits.js';
import { usePrerenderedForm } from './use-prerendered-form.js';

interface Values {
  email: string;
  password: string;
}

/** A form like login's: controlled fields, and what its submit handler saw. */
function SignInForm({ onSend }: { onSend: (values: Values) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  usePrerenderedForm(formRef, setValues);
  return (
    <form
      ref={formRef}
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input
        name="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <input
        name="password"
        type="password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <button type="submit">Login</button>
    </form>
  );
}

/** The form as the build draws it (what React's server renderer writes for SignInForm). */
const drawnForm =
  '<form method="dialog"><input name="email" value=""/>' +
  '<input name="password" type="password" value=""/><button type="submit">Login</button></form>';

function drawnPage() {
  const container = document.createElement('div');
  container.innerHTML = drawnForm;
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { container, field, form: container.querySelector('form')! };
}

async function hydrate(container: HTMLElement, onSend: (values: Values) => void) {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <SignInForm onSend={onSend} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

afterEach(() => {
  releaseSubmits();
  document.body.innerHTML = '';
});

describe('a form drawn ahead of time', () => {
  it('keeps what was typed before hydration, in the fields and in the state a submit reads', async () => {
    const { container, field, form } = drawnPage();
    field('email').value = 'rose@example.org';
    field('password').value = 'typed early';
    const sent = jest.fn<(values: Values) => void>();

    expect(await hydrate(container, sent)).toEqual([]);
    expect(field('email').value).toBe('rose@example.org');
    await act(async () => form.requestSubmit());

    expect(sent.mock.calls).toEqual([[{ email: 'rose@example.org', password: 'typed early' }]]);
  });

  it('sends a press held before the app started once it has, with what was typed', async () => {
    jest.useFakeTimers();
    try {
      holdSubmits(document);
      const { container, field, form } = drawnPage();
      field('email').value = 'rose@example.org';
      field('password').value = 'typed early';
      const submitted = jest.fn();
      document.addEventListener('submit', submitted);
      form.requestSubmit(form.querySelector('button'));
      // Held: nobody after the hold saw it, and the browser's own submission was stopped.
      expect(submitted).not.toHaveBeenCalled();
      const sent = jest.fn<(values: Values) => void>();

      await hydrate(container, sent);
      expect(sent).not.toHaveBeenCalled();
      await act(async () => jest.runOnlyPendingTimers());

      expect(sent.mock.calls).toEqual([[{ email: 'rose@example.org', password: 'typed early' }]]);
      document.removeEventListener('submit', submitted);
    } finally {
      jest.useRealTimers();
    }
  });

  it("takes over the page's early hold: a press held before main.js ran is sent once the app has started", async () => {
    jest.useFakeTimers();
    try {
      // What the drawn page's inline script does before any other script (early-submit-hold.ts).
      const early: EarlyHold = {};
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's script text itself, run as the browser runs it
      new Function('window', 'document', earlySubmitHoldScript)(early, document);
      const { container, field, form } = drawnPage();
      field('email').value = 'rose@example.org';
      field('password').value = 'pressed before main.js';
      const submitted = jest.fn();
      document.addEventListener('submit', submitted);
      form.requestSubmit(form.querySelector('button'));
      expect(submitted).not.toHaveBeenCalled();
      expect(early.__portalHeldSubmit?.form).toBe(form);

      holdSubmits(document, early);
      // The early listener is gone: from now on main.js's hold alone decides.
      expect(early).toEqual({});
      const sent = jest.fn<(values: Values) => void>();
      await hydrate(container, sent);
      await act(async () => jest.runOnlyPendingTimers());

      expect(sent.mock.calls).toEqual([
        [{ email: 'rose@example.org', password: 'pressed before main.js' }],
      ]);
      document.removeEventListener('submit', submitted);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves submissions alone once released', () => {
    holdSubmits(document);
    releaseSubmits();
    const { form } = drawnPage();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);

    form.requestSubmit();

    expect(submitted).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', submitted);
  });
});
