// The entry of @yonnee/kit/glyphs: each glyph as a named export, for `import * as glyphs from
// '@yonnee/kit/glyphs'`. A consumer's bundler keeps only the members its modules read from such an
// import. The main entry's `glyphs` holds the same glyphs, but the library build writes it as one
// object that names all of them (rolldown/rolldown#7874), so a page using it ships all 38.
export * from '../../../src/kit/Icon/glyphs';
