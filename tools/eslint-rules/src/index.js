// The repository's own lint rules: the service recipe (services/README.md) checked by
// construction rather than by review, and the portal's words kept in the catalogues.
import injectableRoleSuffix from './injectable-role-suffix.js';
import noWordsInJsx from './no-words-in-jsx.js';
import sqlOnlyInRepositories from './sql-only-in-repositories.js';

export default {
  meta: { name: 'portal' },
  rules: {
    'injectable-role-suffix': injectableRoleSuffix,
    'sql-only-in-repositories': sqlOnlyInRepositories,
    'no-words-in-jsx': noWordsInJsx,
  },
};
