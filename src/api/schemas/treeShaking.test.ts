import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

/** What a browser bundle built from `entry` alone holds, minified as the site's build does. */
async function bundle(entry: string) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.resolve(import.meta.dirname, entry), formats: ['es'] },
    },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap((result) => result.output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

// Rolldown cannot see that zod/mini's constructors have no side effects: a schema definition
// the page never reads stays in its bundle unless marked /* @__PURE__ */ (or built by a helper
// marked /* @__NO_SIDE_EFFECTS__ */). The payment page imports the payer's calls only.
describe('the schemas a page never reads are not in its bundle', () => {
  it('leaves the request schemas of the payer’s modules out of the payer’s calls', async () => {
    const code = await bundle('../payer.ts');
    // The answers it reads are there…
    expect(code).toContain('paymentTransactionId');
    expect(code).toContain('merchantOrigins');
    // …and none of the requests it sends: the card form's fields, the mobile payment's `codeOtp`,
    // requestAmount's description, the balance's answer.
    expect(code).not.toContain('cardHolderName');
    expect(code).not.toContain('codeOtp');
    expect(code).not.toContain('Montant dans');
    expect(code).not.toContain('availableBalance');
  }, 30_000);
});
