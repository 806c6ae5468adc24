// The sandbox form's one field, as the browser and the server check it: worst values first.
import { describe, expect, it } from 'vitest';
import { MAX_SANDBOX_NAME_LENGTH } from '../../api/schemas/developerSandbox';
import { sandboxSignupCopy as copy } from '../../content/sandboxSignup';
import { sandboxNameSchema } from './sandboxNameSchema';

const messageOf = (name: string) =>
  sandboxNameSchema.safeParse({ name }).error?.issues.map((issue) => issue.message);

describe('the sandbox name', () => {
  it.each([
    '',
    'Boutique Teranga',
    'Café « Ndar » – test’1',
    '  espaces autour  ',
    '😀'.repeat(20),
  ])('takes %j', (name) => {
    expect(messageOf(name)).toBeUndefined();
  });

  it.each(['a\u0000b', 'a\nb', 'a\tb', 'a\u007fb', 'a\u0085b', 'a\u2028b'])(
    'refuses the control character in %j, saying which kind',
    (name) => {
      expect(messageOf(name)).toEqual([copy.nameControl]);
    },
  );

  it('refuses a name over the limit, counting it trimmed', () => {
    expect(messageOf('a'.repeat(MAX_SANDBOX_NAME_LENGTH + 1))).toEqual([
      copy.nameTooLong(MAX_SANDBOX_NAME_LENGTH),
    ]);
    expect(messageOf(` ${'a'.repeat(MAX_SANDBOX_NAME_LENGTH)} `)).toBeUndefined();
  });
});
