export { CodeBlock, type CodeBlockProps } from './CodeBlock';
export {
  codeLanguages,
  tokenize,
  type CodeLanguage,
  type Token,
  type TokenKind,
} from './highlight';
