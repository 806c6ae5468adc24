import type { Connect, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyScript, htmlEntries, htmlEntriesPlugin } from './vite';

/** The plugin's dev middleware, with the request URL it leaves for Vite. */
function devUrlFor(url: string) {
  let middleware: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (fn: typeof middleware) => (middleware = fn) } };
  const hook = htmlEntriesPlugin().configureServer as (server: ViteDevServer) => void;
  hook(server as unknown as ViteDevServer);
  const req = { url } as Connect.IncomingMessage;
  let passedOn = false;
  middleware?.(req, {} as never, () => (passedOn = true));
  expect(passedOn).toBe(true);
  return req.url;
}

describe('the HTML entries plugin', () => {
  it('answers a payment link with the payment entry in dev, as the server does', () => {
    expect(devUrlFor('/paiement/pl_8Kd2?lang=fr')).toBe(`/${htmlEntries.payment}?lang=fr`);
    expect(devUrlFor('/PAIEMENT/pl_8Kd2/')).toBe(`/${htmlEntries.payment}`);
    expect(devUrlFor('/paiement')).toBe('/paiement');
    expect(devUrlFor('/faq')).toBe('/faq');
  });

  it('gives each entry the same early script', () => {
    const transform = htmlEntriesPlugin().transformIndexHtml as {
      handler: (html: string) => string;
    };
    expect(transform.handler('<head><!-- early-script --></head>')).toBe(
      `<head>${earlyScript}</head>`,
    );
    expect(earlyScript).toContain('"yonnee-ui-theme"');
    expect(earlyScript).toContain('"yonnee-inter"');
  });
});
