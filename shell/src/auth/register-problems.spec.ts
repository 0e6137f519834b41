import { registerRequestSchema } from '@portal/contract/users';
import { createMessageFormatter } from '@portal/messages';
import { firstErrorPerField } from '@portal/web-kit';
import frenchShell from '@portal/messages/catalogues/fr-CA/shell.json' with { type: 'json' };
import { registerProblems } from './register-problems.js';

const valid = {
  firstName: 'Rose',
  lastName: 'Crow',
  email: 'rose@example.ca',
  cardNumber: 'RS-555',
  password: 'rose river password',
};

const english = createMessageFormatter([]);
const french = createMessageFormatter([{ locale: 'fr-CA', catalogue: frenchShell }]);

describe('registerProblems', () => {
  it.each<[string, Record<string, string>]>([
    ['nothing sent', {}],
    [
      'empty fields',
      { ...valid, firstName: ' ', lastName: '', email: '', cardNumber: '', password: '' },
    ],
    ['names too long', { ...valid, firstName: 'x'.repeat(101), lastName: 'y'.repeat(101) }],
    ['a wrong address and card', { ...valid, email: 'not an address', cardNumber: 'RS_555!' }],
    [
      'an address and card too long',
      { ...valid, email: `${'a'.repeat(250)}@example.ca`, cardNumber: '1'.repeat(41) },
    ],
    ['a password too short', { ...valid, password: 'short' }],
    ['a password too long', { ...valid, password: 'p'.repeat(257) }],
    ['a valid form', valid],
  ])('says in English what the contract says about %s', (_case, values) => {
    const parsed = registerRequestSchema.safeParse(values);
    const contract = parsed.success ? {} : firstErrorPerField(parsed.error.issues);

    expect(registerProblems(parsed.error?.issues ?? [], english)).toEqual(contract);
  });

  it('says it in French when French is chosen', () => {
    const parsed = registerRequestSchema.safeParse({ ...valid, firstName: '', password: 'short' });

    expect(registerProblems(parsed.error?.issues ?? [], french)).toEqual({
      firstName: 'Le prénom est obligatoire',
      password: 'Le mot de passe doit compter au moins 12 caractères',
    });
  });

  it("keeps the schema's own sentence for a problem it does not know", () => {
    expect(
      registerProblems(
        [{ path: ['userType'], code: 'invalid_value', message: 'Unknown type' }],
        french,
      ),
    ).toEqual({ userType: 'Unknown type' });
  });
});
