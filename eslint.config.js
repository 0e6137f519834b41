// One lint setup for the whole repository. Besides the usual TypeScript rules, it keeps
// imports one-way: libraries never import apps, services never import services, remotes never
// import remotes (the shell loads them at run time), and no part reaches into another's files.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import portal from './tools/eslint-rules/src/index.js';
import tseslint from 'typescript-eslint';

const apps = {
  services: '@portal/service-*',
  gateway: '@portal/gateway',
  shell: '@portal/shell',
  remotes: '@portal/mf-*',
  tools: ['@portal/launcher', '@portal/e2e', '@portal/rspack-config', '@portal/eslint-rules'],
};
const serverLibraries = [
  '@portal/nest-kit',
  '@portal/field-crypto',
  '@portal/embedded-infra',
  '@portal/logging',
  '@portal/testing',
];

/**
 * @param {string[]} groups @param {string} why
 * @param {{ name: string, message: string }[]} [paths] single packages refused with their own reason
 */
function forbid(groups, why, paths = []) {
  return {
    'no-restricted-imports': ['error', { patterns: [{ group: groups, message: why }], paths }],
  };
}

/** Page drawing's main entry is the gateway's (Node, Fastify); a remote implements only its seam. */
const pageDrawingSeamOnly = {
  name: '@portal/page-drawing',
  message:
    "The gateway's half of page drawing: a remote or the shell imports only '@portal/page-drawing/remote-entry'.",
};

/** The shell and the remotes reach the router through web-kit (see its router/index.ts). */
const routerThroughWebKit = {
  name: 'react-router-dom',
  message: "Import the router from '@portal/web-kit/router': shared whole, it costs 52 kB.",
};

/**
 * Inside a remote, `src/features/<name>/` is one feature: it never imports another feature.
 * What two features share lives in the remote's `src/shared/` (or in web-kit when two remotes
 * need it), which imports no feature; a page that gathers several features (a dashboard) lives
 * in `src/pages/`. The list of features is read from the folders, so a new one is covered.
 */
function featureBoundaries(remote) {
  const src = `./${remote}/src`;
  const features = readdirSync(new URL(`${src}/features`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature never imports another: move what '${feature}' shares to ${src}/shared/ (or web-kit), or gather both in ${src}/pages/.`,
    })),
    {
      target: `${src}/shared`,
      from: [`${src}/features`, `${src}/pages`],
      message: 'Shared pieces import no feature and no page.',
    },
  ];
}
const remoteNames = ['mf-member', 'mf-staff', 'mf-admin'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/.data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-relative-packages': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // NestJS reads constructor parameter types at run time: a type-only import of an injected
    // class would erase it, so the services keep value imports.
    files: ['services/**/*.ts', 'libs/nest-kit/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // JSON answers are checked by the assertions themselves.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tool configuration shares the root presets.
    files: ['**/jest.config.js', '**/rspack.config.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'libs/web-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: forbid(
      [apps.services, apps.gateway, apps.shell, apps.remotes, ...apps.tools],
      'Libraries never import apps.',
    ),
  },
  {
    files: ['services/**/*.ts'],
    rules: forbid(
      [apps.services, apps.gateway, apps.shell, apps.remotes, ...apps.tools],
      'A service never imports another service or an app: call it over HTTP.',
    ),
  },
  {
    files: ['gateway/**/*.ts'],
    rules: forbid(
      [apps.services, apps.shell, apps.remotes, ...apps.tools, '@portal/nest-kit'],
      'The gateway stays thin.',
    ),
  },
  {
    files: ['mf-*/**/*.{ts,tsx}'],
    rules: forbid(
      [apps.remotes, apps.shell, apps.services, apps.gateway, ...serverLibraries],
      'A remote never imports another remote or the shell: they meet only at run time.',
      [routerThroughWebKit, pageDrawingSeamOnly],
    ),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbid(
      [apps.remotes, apps.services, apps.gateway, ...serverLibraries],
      'The shell loads the remotes at run time through Module Federation, never by import.',
      [routerThroughWebKit, pageDrawingSeamOnly],
    ),
  },
  {
    files: remoteNames.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    settings: {
      // Resolves './x.js' to the x.ts / x.tsx beside it, so the zones below see every import.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: remoteNames.flatMap((remote) => featureBoundaries(remote)) },
      ],
    },
  },
  {
    // The service recipe (services/README.md): injected classes in files named for their role.
    // The key check's class is made by a factory, one per service's entity, beside its migration.
    files: ['services/*/src/**/*.ts', 'libs/nest-kit/src/**/*.ts'],
    ignores: ['libs/nest-kit/src/database/encryption-key-check*', '**/*.spec.ts'],
    plugins: { portal },
    rules: { 'portal/injectable-role-suffix': 'error' },
  },
  {
    // SQL only in repositories and migrations (tests read rows with SQL to check them).
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/migrations/**', '**/*.spec.ts'],
    plugins: { portal },
    rules: { 'portal/sql-only-in-repositories': 'error' },
  },
  {
    // How a service or the gateway is bundled: build configuration from tools/, not code it runs.
    files: ['services/*/rspack.config.ts', 'gateway/rspack.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The portal's words (docs/adr/0020): messages are declared in `messages.ts` files only,
    // the files the build compiles ahead and the extraction reads. Declared anywhere else, they
    // would pass the tests and reach the browser as text it cannot format.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*messages.ts', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='defineMessages']",
          message: 'Declare messages in a file named messages.ts (or <name>.messages.ts).',
        },
      ],
    },
  },
  {
    // No words written in a screen: every word a person sees comes from a catalogue. JSX text and
    // the props that carry words (the browser's and the portal's own fields') are checked
    // (tools/eslint-rules/src/no-words-in-jsx.js, over FormatJS's rule).
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'libs/web-kit/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/test/**', '**/testing/**', '**/standalone/**', '**/dev/**'],
    plugins: { portal },
    rules: {
      'portal/no-words-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '(label|hint|legend|description|confirmLabel|cancelLabel|emptyText|busyText)'],
            ],
          },
        },
      ],
    },
  },
);
