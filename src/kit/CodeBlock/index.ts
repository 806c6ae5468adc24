export { CodeBlock, type CodeBlockProps } from './CodeBlock';
// The signal CodeBlock reads: wrap a root that hydrates server HTML in `<HydratesServerHtml value>`.
export { HydratesServerHtml } from '../../lib/hydratesServerHtml';
export {
  codeLanguages,
  tokenize,
  type CodeLanguage,
  type Token,
  type TokenKind,
} from './highlight';
