// The payment page runs its own app (src/checkout/main.tsx), not the site's, yet the build emits
// one stylesheet for both entries (cssCodeSplit: false): 111 KB of rules inlined in every payment
// link's HTML, about 10 ms of the parser's task on each load, of which the page could use a
// sixth (issue 21). Its HTML gets only the rules its own code can match.
import postcss from 'postcss';

/** `:not(…)` lists the classes an element must lack: those do not make a rule need them. */
const NEGATIONS = /:not\((?:[^()]|\([^()]*\))*\)/g;
/** An attribute's value may hold a dot (`[href$=".pdf"]`): no class. */
const ATTRIBUTES = /\[[^\]]*\]/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The rules of `css` that an element rendered by `code` (the text of every script of an entry,
 * lazy chunks included) can match, in the sheet's order, with every at-rule that is no rule
 * holder (@font-face, @keyframes). A rule is left out only when none of the classes its
 * selector requires appears in that code: vanilla-extract compiles each class name into the
 * scripts that set it, so no element of this entry can carry such a class. Rules without a
 * class (`:root`, themes, `html`, type selectors) all stay. Every rule kept keeps its place,
 * so for any element the entry renders, the cascade is the whole sheet's.
 */
export function stylesheetForCode(css, code) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const positive = rule.selector.replace(ATTRIBUTES, '').replace(NEGATIONS, '');
    const required = [...positive.matchAll(CLASS)].map((m) => m[1]);
    if (required.length && !required.some((name) => code.includes(name))) rule.remove();
  });
  // Inner blocks first: an @media left empty inside an @supports empties it in turn.
  const holders = [];
  root.walkAtRules((atRule) => {
    if (atRule.nodes) holders.unshift(atRule);
  });
  for (const holder of holders) if (holder.nodes.length === 0) holder.remove();
  return root.toString();
}

/**
 * Every script file an entry of the build manifest may run: its chunks, lazy ones included,
 * except what only the modules in `beyond` lead to.
 */
export function entryScripts(manifest, key, files = new Set(), beyond = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: a renamed module?`);
  if (files.has(chunk.file) || beyond.has(key)) return files;
  files.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    entryScripts(manifest, next, files, beyond);
  return files;
}

/**
 * Every script file the pages of one frame may run while the visitor stays in it: the entry's
 * and the frame's routes' chunks, and all they load, lazily or not, except the other frames'
 * route modules (`frameModules`, from src/entry-server.tsx). A page reaches those by a
 * navigation in the app, which first loads the site's complete stylesheet
 * (src/app/frameStylesheet.ts).
 */
export function frameScripts(manifest, entry, frameModules, frame) {
  const own = new Set(frameModules[frame]);
  const beyond = new Set(
    Object.entries(frameModules)
      .filter(([other]) => other !== frame)
      .flatMap(([, modules]) => modules)
      .filter((module) => !own.has(module)),
  );
  const files = new Set();
  for (const key of [entry, ...own]) entryScripts(manifest, key, files, beyond);
  return files;
}
