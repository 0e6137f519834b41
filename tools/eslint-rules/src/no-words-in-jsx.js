// Every word a person reads comes from a catalogue (docs/architecture/languages.md). FormatJS's
// own rule (formatjs/no-literal-string-in-jsx) finds text written in JSX and in the props that
// carry words; this one asks it, and lets through what holds no word: the spaces, brackets and
// separators between translated pieces (`{' '}`, `(`, `·`, `99+`), which read the same in any
// language.
import formatjs from 'eslint-plugin-formatjs';

const literalRule = formatjs.rules['no-literal-string-in-jsx'];

/** A letter of any script: what makes a piece of text a word to translate. */
const letter = /\p{L}/u;

function textOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXText') return node.value;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((quasi) => quasi.value.cooked).join('');
  if (node.type === 'JSXAttribute' && node.value?.type === 'Literal')
    return String(node.value.value);
  return undefined;
}

export default {
  meta: {
    ...literalRule.meta,
    docs: {
      description:
        'Disallow words written in JSX (text and word-carrying props); spaces and punctuation are allowed.',
    },
    messages: {
      noLiteralStringInJsx:
        'Words written in a screen: declare them in a messages.ts file and show them with t().',
    },
  },
  create(context) {
    const filtered = Object.create(context, {
      report: {
        value(descriptor) {
          const text = textOf(descriptor.node);
          if (text !== undefined && !letter.test(text)) return;
          context.report(descriptor);
        },
      },
    });
    return literalRule.create(filtered);
  },
};
