import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { preloadDepsWithoutLoaded, staticClosure } from './preloadDeps';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });

// The entry imports React DOM and a shared chunk statically; a page imports the entry, React DOM
// and a chunk of its own, which imports another.
const bundle = Object.fromEntries(
  [
    chunk('assets/main.js', ['assets/react-dom.js', 'assets/shared.js']),
    chunk('assets/shared.js', ['assets/runtime.js']),
    chunk('assets/react-dom.js', []),
    chunk('assets/runtime.js', []),
    chunk('assets/Page.js', ['assets/main.js', 'assets/react-dom.js', 'assets/Card.js']),
    chunk('assets/Card.js', ['assets/glyphs.js']),
    chunk('assets/glyphs.js', []),
    { type: 'asset', fileName: 'assets/style.css' },
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

function built() {
  const preloadDeps = preloadDepsWithoutLoaded();
  const { handler } = preloadDeps.plugin.generateBundle as {
    handler: (options: unknown, bundle: OutputBundle) => void;
  };
  handler({}, bundle);
  return preloadDeps;
}

describe('a lazy import’s preload list', () => {
  it('follows static imports at any depth', () => {
    const imports = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
    ]);
    expect([...staticClosure('a', imports)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('leaves out the chunks its importer already loaded, keeps the others', () => {
    const deps = ['assets/react-dom.js', 'assets/runtime.js', 'assets/Card.js', 'assets/glyphs.js'];
    expect(
      built().resolveDependencies('assets/Page.js', deps, {
        hostId: 'assets/main.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/Card.js', 'assets/glyphs.js']);
  });

  it('keeps an HTML page’s list whole', () => {
    const deps = ['assets/react-dom.js', 'assets/shared.js'];
    expect(
      built().resolveDependencies('assets/main.js', deps, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(deps);
  });
});
