import { useId, useState, type FocusEvent } from 'react';
import type { Partner, PartnersContent } from '../../content/homePartners';
import { Button, glyphs, Heading, Icon, Text, useUnavailableUntilHydrated } from '../../kit';
import { Band } from '../Band';
import * as styles from './PartnerStrip.css';

export interface PartnerStripProps {
  /** Title and the brands, drawn as neutral wordmarks (src/content/homePartners.ts). */
  content: PartnersContent;
}

/** A neutral glyph for the kind of brand (a card, a phone); deliberately not any brand's logo. */
function KindGlyph({ kind }: { kind: Partner['kind'] }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={styles.glyph}
    >
      {kind === 'card' ? (
        <>
          <rect
            x="2"
            y="4.5"
            width="16"
            height="11"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path d="M2 8.5h16" stroke="currentColor" strokeWidth="1.5" />
        </>
      ) : (
        <>
          <rect
            x="5.5"
            y="2"
            width="9"
            height="16"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path d="M8.5 15h3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

function Wordmarks({ items, hidden }: { items: PartnersContent['items']; hidden?: boolean }) {
  return (
    <ul
      className={[styles.list, hidden ? styles.loopCopy : undefined].filter(Boolean).join(' ')}
      aria-hidden={hidden || undefined}
    >
      {items.map((partner) => (
        <li key={partner.id} className={styles.wordmark}>
          <KindGlyph kind={partner.kind} />
          {partner.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The payment brands scrolling in a loop. The loop pauses while pointed at or focused and with a
 * button (WCAG 2.2.2); with reduced motion the strip stands still and simply wraps.
 */
export function PartnerStrip({ content }: PartnerStripProps) {
  const titleId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  // Sent by the server, the button shows before the scripts that stop the strip have run. It
  // stays focusable meanwhile: its focus pauses the strip (CSS), which a keyboard user needs.
  const unavailable = useUnavailableUntilHydrated({ focusable: true });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Band labelledBy={titleId} surface="sunken" spacing="compact">
      <div className={styles.header}>
        <Heading level={2} size="xl" id={titleId}>
          {content.title}
        </Heading>
        <Text size="sm" tone="muted">
          {content.lead}
        </Text>
      </div>
      <div
        className={styles.root}
        data-paused={paused ? 'true' : 'false'}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className={styles.marquee}>
          <div className={styles.track}>
            <Wordmarks items={content.items} />
            {/* The loop needs a second copy; assistive tech gets the list once. */}
            <Wordmarks items={content.items} hidden />
          </div>
        </div>
        <Button
          size="sm"
          variant="ghost"
          className={styles.pause}
          onClick={() => setStopped((s) => !s)}
          icon={<Icon glyph={stopped ? glyphs.play : glyphs.pause} size="sm" />}
          {...unavailable.controlProps}
        >
          {stopped ? content.playLabel : content.pauseLabel}
        </Button>
        {unavailable.description}
      </div>
    </Band>
  );
}
