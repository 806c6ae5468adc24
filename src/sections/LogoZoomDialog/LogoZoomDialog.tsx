import { useId, useRef } from 'react';
import { brandWords, LOGO_ZOOM_SIZE, type BrandWords } from '../../content/docs/brand';
import { glyphs, Icon, useUnavailableUntilHydrated } from '../../kit';
import * as styles from './LogoZoomDialog.css';

export interface LogoZoomDialogProps {
  /** URL of the logo's SVG file, also the download. */
  src: string;
  /** Name the downloaded file is saved under. */
  fileName: string;
  /** The background the logo is made for, shown behind it. */
  theme: 'light' | 'dark';
  /** That background in words ("clair"), for the labels. */
  backgroundName: string;
  /** Side of the zoomed logo, in px. */
  size?: number;
  /** Its words, for a page in another language; French by default. */
  words?: BrandWords;
}

/** A logo on its background, with a native modal dialog showing it at 300 × 300 and a download link. */
export function LogoZoomDialog({
  src,
  fileName,
  theme,
  backgroundName,
  size = LOGO_ZOOM_SIZE,
  words = brandWords,
}: LogoZoomDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const captionId = useId();
  // Sent by the server, the button shows before the scripts that open the dialog have run.
  const unavailable = useUnavailableUntilHydrated({ reason: words.scriptsPending });
  const downloadLink = (
    <a href={src} download={fileName} className={styles.download}>
      <Icon glyph={glyphs.download} size="sm" />
      {words.download}
    </a>
  );

  return (
    <>
      {/* The buttons sit beside the figure, not in it: a figure's caption is its first or last child. */}
      <div className={styles.panel} data-theme={theme}>
        <figure className={styles.figure} aria-labelledby={captionId}>
          <img src={src} alt={words.logoAlt} width={160} height={160} />
          <figcaption id={captionId} className={styles.caption}>
            {words.onBackground(backgroundName)}
          </figcaption>
        </figure>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            aria-haspopup="dialog"
            aria-label={words.zoom(backgroundName)}
            onClick={() => dialogRef.current?.showModal()}
            {...unavailable.controlProps}
          >
            <Icon glyph={glyphs.zoomIn} size="sm" />
            {words.zoomButton}
          </button>
          {downloadLink}
          {unavailable.description}
        </div>
      </div>
      {/* A click on the backdrop lands on the dialog itself and closes it; Escape does too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        onKeyDown={(event) => {
          // The browser closes a modal on Escape by itself; this covers scripted key presses too.
          if (event.key === 'Escape') {
            event.preventDefault();
            event.currentTarget.close();
          }
        }}
      >
        <div className={styles.dialogBody}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {words.dialogTitle(backgroundName)}
          </h2>
          <div className={styles.stage} data-theme={theme}>
            <img
              src={src}
              alt={words.logoAlt}
              width={size}
              height={size}
              className={styles.zoomed}
            />
          </div>
          <div className={styles.actions}>
            {downloadLink}
            <button
              type="button"
              className={styles.button}
              onClick={() => dialogRef.current?.close()}
            >
              <Icon glyph={glyphs.close} size="sm" />
              {words.close}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
