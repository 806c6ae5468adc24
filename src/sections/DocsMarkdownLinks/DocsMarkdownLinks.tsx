import { useEffect, useId, useState } from 'react';
import { copyArrivingText } from '../../lib/clipboard';
import { useHydrated } from '../../lib/useHydrated';
import { Button, ButtonLink, glyphs, Icon, VisuallyHidden } from '../../kit';
import { useDocsChrome } from '../DocsLayout/docsLocale';
import * as styles from './DocsMarkdownLinks.css';

type CopyState = 'idle' | 'busy' | 'done' | 'failed';

export interface DocsMarkdownLinksProps {
  /** The page's Markdown twin (`/documentation/saas.md`). */
  href: string;
  /** How long « Markdown copié » stays before the button resets. */
  resetAfterMs?: number;
}

/** The twin's text, refused when the server answers anything but the file. */
async function fetchTwin(href: string) {
  const response = await fetch(href, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${href} : ${response.status}`);
  return response.text();
}

/**
 * The page in Markdown, for a developer's tools and assistants: a link to its twin, which works
 * without scripts, and once they run, where the browser has a clipboard, a button that copies it.
 * Its words are the docs frame's, in the page's language.
 */
export function DocsMarkdownLinks({ href, resetAfterMs = 3000 }: DocsMarkdownLinksProps) {
  const labels = useDocsChrome().markdownLinks;
  const hydrated = useHydrated();
  const failureId = useId();
  const [state, setState] = useState<CopyState>('idle');
  const canCopy = hydrated && typeof navigator !== 'undefined' && !!navigator.clipboard;

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('idle'), resetAfterMs);
    return () => clearTimeout(timer);
  }, [state, resetAfterMs]);

  const copy = () => {
    setState('busy');
    copyArrivingText(fetchTwin(href)).then(
      () => setState('done'),
      () => setState('failed'),
    );
  };

  return (
    <div className={styles.root} role="group" aria-label={labels.label}>
      <ButtonLink
        href={href}
        type="text/markdown"
        variant="secondary"
        size="sm"
        icon={<Icon glyph={glyphs.code} size="sm" />}
      >
        {labels.view}
      </ButtonLink>
      {canCopy ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon glyph={state === 'done' ? glyphs.check : glyphs.copy} size="sm" />}
          busy={state === 'busy'}
          busyLabel={labels.copying}
          aria-describedby={state === 'failed' ? failureId : undefined}
          onClick={copy}
        >
          {state === 'done' ? labels.copied : state === 'failed' ? labels.failed : labels.copy}
        </Button>
      ) : null}
      {/* Shown for sighted readers; the status below says it to screen readers, once. */}
      {state === 'failed' ? (
        <p id={failureId} className={styles.failure} aria-hidden="true">
          {labels.failedStatus}
        </p>
      ) : null}
      <VisuallyHidden role="status">
        {state === 'done' ? labels.copiedStatus : state === 'failed' ? labels.failedStatus : ''}
      </VisuallyHidden>
    </div>
  );
}
