import { useState } from 'react';
import { receiptActionsCopy, type ReceiptActionsCopy } from '../../receiptActionsCopy';
import { useHydrated } from '../../../lib/useHydrated';
import { Button, glyphs, Icon } from '../../../kit';
import * as styles from './ReceiptActions.css';

export interface ReceiptActionsProps {
  /** The receipt as plain text: what is shared or copied. */
  text: string;
  /**
   * Its words in the page's language; French by default. Given rather than read from the page's
   * words: importing those here would split the page's copy into a chunk of its own.
   */
  words?: ReceiptActionsCopy;
}

interface Abilities {
  print: boolean;
  share: boolean;
  copy: boolean;
}

const none: Abilities = { print: false, share: false, copy: false };

/** What this browser can do with the receipt. */
const abilitiesFor = (text: string): Abilities => ({
  print: typeof window.print === 'function',
  share: typeof navigator.share === 'function' && (navigator.canShare?.({ text }) ?? true),
  copy: window.isSecureContext && typeof navigator.clipboard?.writeText === 'function',
});

/**
 * Keeping the receipt: print it (or save it as a PDF, which the print dialog offers), and
 * share it (Web Share), else copy it. Each button shows only where the browser can do it, and
 * only once the page runs: the server's HTML has none, and the page prints without them.
 */
export function ReceiptActions({ text, words: copy = receiptActionsCopy }: ReceiptActionsProps) {
  // The server's HTML and the first render in the browser agree (none), then the page renders again.
  const can = useHydrated() ? abilitiesFor(text) : none;
  const [status, setStatus] = useState('');

  const share = async () => {
    try {
      await navigator.share({ text });
    } catch {
      // Dismissed by the payer, or refused: nothing to say.
    }
  };
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(copy.copied);
    } catch {
      setStatus(copy.copyFailed);
    }
  };

  if (!can.print && !can.share && !can.copy) return null;
  return (
    <div className={styles.actions}>
      {can.print ? (
        <Button
          variant="secondary"
          icon={<Icon glyph={glyphs.download} size="sm" />}
          onClick={() => window.print()}
        >
          {copy.print}
        </Button>
      ) : null}
      {can.share ? (
        <Button
          variant="secondary"
          icon={<Icon glyph={glyphs.send} size="sm" />}
          onClick={() => void share()}
        >
          {copy.share}
        </Button>
      ) : can.copy ? (
        <Button
          variant="secondary"
          icon={<Icon glyph={glyphs.copy} size="sm" />}
          onClick={() => void copyText()}
        >
          {copy.copy}
        </Button>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
