import { loginRequestSchema } from '@portal/contract';
import { createMessageFormatter } from '@portal/messages';
import { firstErrorPerField } from '@portal/web-kit';
import { missingLoginFields } from './login-fields.js';

describe('missingLoginFields', () => {
  it.each([
    { email: '', password: '' },
    { email: '  ', password: 'secret' },
    { email: 'ann@example.ca', password: '' },
    { email: 'ann@example.ca', password: 'secret' },
  ])('says what the contract says about %p', (values) => {
    const parsed = loginRequestSchema.safeParse(values);
    const contract = parsed.success ? {} : firstErrorPerField(parsed.error.issues);

    expect(missingLoginFields(values, createMessageFormatter([]))).toEqual(contract);
  });
});
