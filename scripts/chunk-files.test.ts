import { describe, expect, it } from 'vitest';
import { chunkFiles } from './chunk-files.mjs';

const manifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  'src/pages/FaqPage/index.ts': {
    file: 'assets/FaqPage-3.js',
    imports: ['index.html', '_react-2.js', '_accordion-4.js'],
  },
  '_accordion-4.js': { file: 'assets/accordion-4.js', imports: ['_react-2.js'] },
};

describe('chunkFiles', () => {
  it('follows static imports, each file once', () => {
    expect([...chunkFiles(manifest, ['src/pages/FaqPage/index.ts'])]).toEqual([
      'assets/FaqPage-3.js',
      'assets/main-1.js',
      'assets/react-2.js',
      'assets/accordion-4.js',
    ]);
  });

  it('adds to the files it is given, skipping those already there', () => {
    const entry = chunkFiles(manifest, ['index.html']);
    expect([...chunkFiles(manifest, ['src/pages/FaqPage/index.ts'], new Set(entry))]).toEqual([
      'assets/main-1.js',
      'assets/react-2.js',
      'assets/FaqPage-3.js',
      'assets/accordion-4.js',
    ]);
  });

  it('refuses a module the manifest does not name', () => {
    expect(() => chunkFiles(manifest, ['src/pages/Renamed/index.ts'])).toThrow(
      'src/pages/Renamed/index.ts is not in the build manifest',
    );
  });
});
