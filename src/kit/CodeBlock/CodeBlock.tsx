import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { CopyButton, type CopyButtonLabels } from '../CopyButton';
import { tokenize, type CodeLanguage } from './highlight';
import { useKeepsServerMarkup } from '../../lib/useKeepsServerMarkup';
import * as styles from './CodeBlock.css';

// Names of languages are the same in every language; plain text is named by `textLabel`.
const languageNames: Record<Exclude<CodeLanguage, 'text'>, string> = {
  bash: 'Terminal',
  json: 'JSON',
  javascript: 'JavaScript',
  php: 'PHP',
  python: 'Python',
  dart: 'Dart',
  yaml: 'YAML',
  kotlin: 'Kotlin',
  html: 'HTML',
};

export interface CodeBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** The exact text shown and copied. */
  code: string;
  /** Language used to colour the code. */
  language: CodeLanguage;
  /** Caption above the code (a file name, "Terminal"); the language's name by default. */
  label?: string;
  /** What the copy button copies, for its accessible name ("la commande d’installation"); "le code" and the caption by default. */
  copyContext?: string;
  /** The copy button's words, for a page in another language. */
  copyLabels?: Partial<CopyButtonLabels>;
  /** The caption of plain text (`language="text"`) without a `label`. */
  textLabel?: string;
  /**
   * True where the block is hydrated from HTML the server rendered with the same `code` and
   * `language` (under the app's `hydrateRoot`): the coloured code is then kept as the server wrote
   * it, and React neither checks nor renders its spans; the caption and Copier hydrate as usual.
   * A block mounted after the hydration, or given other code later, is rendered as always.
   */
  hydratesServerHtml?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A snippet with light syntax colouring and a Copier button. */
export function CodeBlock({
  code,
  language,
  label,
  copyContext,
  copyLabels,
  textLabel = 'Texte',
  hydratesServerHtml = false,
  className,
  ...rest
}: CodeBlockProps) {
  const keepsServerMarkup = useKeepsServerMarkup([code, language], hydratesServerHtml);
  const tokens = useMemo(
    () => (keepsServerMarkup ? [] : tokenize(code, language)),
    [keepsServerMarkup, code, language],
  );
  const caption = label ?? (language === 'text' ? textLabel : languageNames[language]);
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-language={language}
      {...rest}
    >
      <div className={styles.header}>
        <span>{caption}</span>
        <CopyButton
          value={code}
          context={copyContext ?? `le code ${caption}`}
          labels={copyLabels}
        />
      </div>
      {/* Focusable: long lines scroll sideways, and keyboard users must be able to scroll them too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.pre} tabIndex={0}>
        {keepsServerMarkup ? (
          // The server's spans stay as they are: an inner HTML React neither checks nor replaces.
          <code suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
        ) : (
          <code>
            {tokens.map((token, i) =>
              token.kind ? (
                <span key={i} className={styles.token[token.kind]}>
                  {token.text}
                </span>
              ) : (
                token.text
              ),
            )}
          </code>
        )}
      </pre>
    </div>
  );
}
