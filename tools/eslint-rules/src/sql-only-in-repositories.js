// SQL is written in repositories (and migrations, and tests): a service reads as rules and
// transactions, and every query of a feature is in one file (services/README.md, "Where SQL lives").

const sqlStart =
  /^\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+|DELETE\s+FROM|WITH\s+\w+\s+AS|LOCK\s+TABLE|SAVEPOINT|ROLLBACK|RELEASE\s+SAVEPOINT|LISTEN|NOTIFY|CREATE|ALTER|DROP|TRUNCATE)\b/;
const queryMethods = new Set(['query', 'createQueryBuilder']);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Raw SQL only in *.repository.ts files and migrations.' },
    messages: {
      call: '.{{method}}() is SQL: move it into a *.repository.ts of the feature.',
      text: 'This string is SQL: move it into a *.repository.ts of the feature.',
    },
    schema: [],
  },
  create(context) {
    /** @param {any} node @param {string} text */
    function checkText(node, text) {
      if (sqlStart.test(text)) context.report({ node, messageId: 'text' });
    }
    return {
      /** @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          queryMethods.has(callee.property.name)
        ) {
          context.report({ node, messageId: 'call', data: { method: callee.property.name } });
        }
      },
      /** @param {any} node */
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      /** @param {any} node */
      TemplateLiteral(node) {
        checkText(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};
