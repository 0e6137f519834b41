// A class Nest injects or routes to lives in a file named for its role, so that the file list
// of a folder says what each part is (services/README.md, "File roles").

/** The roles, each the last word of a file name before `.ts`. */
export const roles = [
  'module',
  'controller',
  'service',
  'repository',
  'relay',
  'cipher',
  'worker',
  'client',
  'listener',
  'guard',
  'pipe',
  'filter',
  'strategy',
];

const roleOfDecorator = { Controller: 'controller', Module: 'module' };
const injectedDecorators = new Set(['Injectable', 'Controller', 'Module']);

/** @param {import('estree').Node & { decorators?: any[] }} node */
function decoratorNames(node) {
  return (node.decorators ?? [])
    .map((decorator) => decorator.expression)
    .map((expression) => (expression.type === 'CallExpression' ? expression.callee : expression))
    .filter((callee) => callee.type === 'Identifier')
    .map((callee) => callee.name);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'An @Injectable(), @Controller() or @Module() class lives in a *.<role>.ts file.',
    },
    messages: {
      noRole:
        '{{name}} is @{{decorator}}(): its file must end in a role suffix ({{roles}}), e.g. *.service.ts.',
      wrongRole: '{{name}} is @{{decorator}}(): its file must end in .{{role}}.ts.',
    },
    schema: [],
  },
  create(context) {
    const fileRole = /\.([a-z]+)\.ts$/.exec(context.filename)?.[1];
    /** @param {any} node */
    function check(node) {
      for (const decorator of decoratorNames(node)) {
        if (!injectedDecorators.has(decorator)) continue;
        const name = node.id?.name ?? 'the class';
        const required = roleOfDecorator[decorator];
        if (required && fileRole !== required) {
          context.report({
            node,
            messageId: 'wrongRole',
            data: { name, decorator, role: required },
          });
        } else if (!fileRole || !roles.includes(fileRole)) {
          context.report({
            node,
            messageId: 'noRole',
            data: { name, decorator, roles: roles.join(', ') },
          });
        }
      }
    }
    return { ClassDeclaration: check, ClassExpression: check };
  },
};
