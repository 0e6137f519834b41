import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import noWordsInJsx from './no-words-in-jsx.js';

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-words-in-jsx', noWordsInJsx, {
  valid: [
    // Translated pieces with the spaces and signs between them, and values.
    "const a = <p>{t(messages.name)}{' '}({size}) · {count > 99 ? '99+' : count}</p>;",
    'const b = <button aria-label={t(messages.close)}>×</button>;',
    'const c = <input type="text" autoComplete="email" className="field" />;',
  ],
  invalid: [
    {
      code: 'const a = <p>Apply now</p>;',
      errors: [{ messageId: 'noLiteralStringInJsx' }],
    },
    {
      code: 'const b = <button aria-label="Close">×</button>;',
      errors: [{ messageId: 'noLiteralStringInJsx' }],
    },
    {
      code: "const c = <p>{busy ? 'Saving…' : t(messages.save)}</p>;",
      errors: [{ messageId: 'noLiteralStringInJsx' }],
    },
    {
      // Words of any script count: a pack's text belongs in the pack.
      code: 'const d = <p>ᐊᓂᔑᓈᐯᒧᐎᓐ</p>;',
      errors: [{ messageId: 'noLiteralStringInJsx' }],
    },
  ],
});
