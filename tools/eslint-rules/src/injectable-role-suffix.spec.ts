import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import injectableRoleSuffix from './injectable-role-suffix.js';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const inFeature = (file: string) => `/repo/services/grants/src/grants/${file}`;

tester.run('injectable-role-suffix', injectableRoleSuffix, {
  valid: [
    {
      filename: inFeature('grants.service.ts'),
      code: '@Injectable() export class GrantsService {}',
    },
    {
      filename: inFeature('grants.repository.ts'),
      code: '@Injectable() export class GrantsRepository {}',
    },
    {
      filename: inFeature('grant-history.cipher.ts'),
      code: '@Injectable() export class GrantHistoryCipher {}',
    },
    {
      filename: inFeature('grants.controller.ts'),
      code: "@Controller('api/grants') export class GrantsController {}",
    },
    { filename: inFeature('grants.module.ts'), code: '@Module({}) export class GrantsModule {}' },
    // A plain class, or one Nest does not inject, may live anywhere.
    { filename: inFeature('grant-rules.ts'), code: 'export class GrantRules {}' },
    {
      filename: inFeature('grant.entity.ts'),
      code: "@Entity('grants') export class GrantEntity {}",
    },
  ],
  invalid: [
    {
      filename: inFeature('grant-rules.ts'),
      code: '@Injectable() export class GrantRules {}',
      errors: [{ messageId: 'noRole' }],
    },
    {
      // A suffix that is not a role (the file list would not say what the part is).
      filename: inFeature('grants.helper.ts'),
      code: '@Injectable() class GrantsHelper {}',
      errors: [{ messageId: 'noRole' }],
    },
    {
      filename: inFeature('grants.service.ts'),
      code: "@Controller('api/grants') export class GrantsController {}",
      errors: [
        {
          messageId: 'wrongRole',
          data: { name: 'GrantsController', decorator: 'Controller', role: 'controller' },
        },
      ],
    },
    {
      filename: inFeature('grants.ts'),
      code: '@Module({}) export class GrantsModule {}',
      errors: [{ messageId: 'wrongRole' }],
    },
  ],
});
