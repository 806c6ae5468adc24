import { describe, expect, it } from 'vitest';
import { signInSchema } from './credentials';

const messages = (input: { email: string; password: string }) => {
  const result = signInSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('sign-in rules (spec 5)', () => {
  it('asks for both fields first, with one message each', () => {
    expect(messages({ email: '', password: '' })).toEqual([
      ['email', 'Please enter your email'],
      ['password', 'Please enter your password'],
    ]);
  });

  it('then checks the e-mail format and the 7-character minimum', () => {
    expect(messages({ email: 'awa.diop@', password: '123456' })).toEqual([
      ['email', 'Invalid email address'],
      ['password', 'Password must be at least 7 characters long'],
    ]);
  });

  it('accepts a valid pair and trims the e-mail', () => {
    expect(signInSchema.parse({ email: ' awa@teranga.sn ', password: '1234567' })).toEqual({
      email: 'awa@teranga.sn',
      password: '1234567',
    });
  });
});
