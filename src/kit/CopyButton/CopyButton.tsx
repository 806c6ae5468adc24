import { useEffect, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { useHydrated } from '../../lib/useHydrated';
import { glyphs, Icon } from '../Icon';
import { scriptsPendingReason, useUnavailable } from '../Unavailable/useUnavailable';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CopyButton.css';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The exact text put on the clipboard. */
  value: string;
  /** What is copied, appended to the accessible name ("Copier la commande curl"). */
  context?: string;
  /** How long "Copié" stays before the button resets. */
  resetAfterMs?: number;
  className?: string;
  /** Said (as its tooltip and description) while the page's scripts, which copy, are on their way. */
  pendingReason?: string;
  /** Its words, for a page in another language (French by default); any left out keep theirs. */
  labels?: Partial<CopyButtonLabels>;
}

export interface CopyButtonLabels {
  /** The button's text, at rest. */
  copy: string;
  /** Its text for a moment after a copy. */
  copied: string;
  /** Its text for a moment after a failed copy. */
  failed: string;
  /** Announced after a copy. */
  copiedStatus: string;
  /** Announced after a failed copy: what to do instead. */
  failedStatus: string;
}

const frenchLabels: CopyButtonLabels = {
  copy: 'Copier',
  copied: 'Copié',
  failed: 'Échec',
  copiedStatus: 'Copié dans le presse-papiers',
  failedStatus: 'La copie a échoué : sélectionnez le texte et copiez-le à la main.',
};

/** Copies a snippet to the clipboard and confirms visibly and to screen readers. */
export function CopyButton({
  value,
  context,
  resetAfterMs = 2000,
  className,
  pendingReason = scriptsPendingReason,
  labels: ownLabels,
}: CopyButtonProps) {
  const labels = { ...frenchLabels, ...ownLabels };
  const [state, setState] = useState<CopyState>('idle');
  // Sent by the server, the button shows before the scripts that copy have run.
  const unavailable = useUnavailable(useHydrated() ? undefined : pendingReason);

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), resetAfterMs);
    return () => clearTimeout(timer);
  }, [state, resetAfterMs]);

  const onClick = () => {
    copyText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  const label = { idle: labels.copy, copied: labels.copied, failed: labels.failed }[state];
  return (
    <>
      <button
        type="button"
        className={[styles.button, className].filter(Boolean).join(' ')}
        data-state={state}
        aria-label={context ? `${label} ${context}` : undefined}
        onClick={onClick}
        {...unavailable.controlProps}
      >
        <Icon glyph={state === 'copied' ? glyphs.check : glyphs.copy} size="sm" />
        {label}
      </button>
      {unavailable.description}
      <VisuallyHidden role="status">
        {state === 'copied' ? labels.copiedStatus : state === 'failed' ? labels.failedStatus : ''}
      </VisuallyHidden>
    </>
  );
}
