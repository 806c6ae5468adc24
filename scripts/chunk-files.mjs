/**
 * Files of the build manifest's chunks named by `keys` and of every chunk they import
 * statically: what loading those chunks fetches. Throws on a name the manifest lacks (a
 * renamed module), so a page never silently loses a preload or a budget a chunk.
 */
export function chunkFiles(manifest, keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: a renamed module?`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    chunkFiles(manifest, chunk.imports ?? [], files);
  }
  return files;
}
