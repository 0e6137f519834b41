import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import sqlOnlyInRepositories from './sql-only-in-repositories.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('sql-only-in-repositories', sqlOnlyInRepositories, {
  valid: [
    // Words that merely start like SQL in a sentence, and TypeORM's query-free calls.
    "const message = 'Selected grants are shown first';",
    "const label = 'update the grant';",
    'await repository.find({ where: { id } });',
    'await manager.getRepository(GrantEntity).save(row);',
    'const text = `Deleted ${count} files`;',
  ],
  invalid: [
    {
      code: "await dataSource.query('SELECT id FROM grants WHERE id = $1', [id]);",
      errors: [{ messageId: 'call', data: { method: 'query' } }, { messageId: 'text' }],
    },
    {
      code: "const rows = manager.createQueryBuilder().select('g').from(GrantEntity, 'g');",
      errors: [{ messageId: 'call', data: { method: 'createQueryBuilder' } }],
    },
    {
      // SQL kept in a constant and run elsewhere is still SQL outside a repository.
      code: 'const claim = `\n  UPDATE outbox SET claimed_at = now() WHERE id = ${id}`;',
      errors: [{ messageId: 'text' }],
    },
    {
      code: "const lock = 'LOCK TABLE grants IN SHARE MODE';",
      errors: [{ messageId: 'text' }],
    },
    {
      code: "const sql = 'WITH recent AS (SELECT 1) SELECT * FROM recent';",
      errors: [{ messageId: 'text' }],
    },
  ],
});
