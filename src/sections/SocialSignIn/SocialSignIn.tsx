import { useId } from 'react';
import { signInCopy as copy, socialProviders, type SocialProvider } from '../../content/auth';
import { Button, glyphs, Icon } from '../../kit';
import * as styles from './SocialSignIn.css';

export interface SocialSignInProps {
  /** The identity providers to show, in order (src/content/auth.ts). */
  providers?: readonly SocialProvider[];
}

/**
 * The "Or continue with" separator and the identity providers' buttons (spec 2.6). No provider
 * is connected yet, so each button says so before anyone presses it: dimmed, `aria-disabled`
 * (it stays in the tab order, and its focus reads the reason) and described by the reason,
 * which is shown under them. Each button's name is its visible text, so speech input finds it.
 */
export function SocialSignIn({ providers = socialProviders }: SocialSignInProps) {
  const separatorId = useId();
  const reasonId = useId();
  return (
    <div role="group" aria-labelledby={separatorId} className={styles.social}>
      <p className={styles.separator}>
        <span id={separatorId}>{copy.separator}</span>
      </p>
      <div className={styles.providers}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            aria-disabled
            aria-describedby={reasonId}
            icon={<ProviderMark provider={provider.id} />}
          >
            {provider.name}
          </Button>
        ))}
      </div>
      <p id={reasonId} className={styles.reason}>
        <Icon glyph={glyphs.info} size="sm" className={styles.reasonIcon} />
        <span>{copy.providersUnavailable(providers.map((provider) => provider.name))}</span>
      </p>
    </div>
  );
}

/**
 * A neutral monogram for an identity provider: no third-party logo, no external image. Drawn
 * with strokes rather than SVG text: text inside a button, even hidden from screen readers,
 * is part of what it visibly says, and its name ("Google") would no longer contain it.
 */
function ProviderMark({ provider }: { provider: SocialProvider['id'] }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
    >
      {provider === 'google' ? (
        <>
          <circle cx="10" cy="10" r="9" />
          <path d="M13.2 7.3A4 4 0 1 0 14 10.4H10.4" strokeWidth="1.75" />
        </>
      ) : (
        <>
          <rect x="1" y="1" width="18" height="18" rx="5" />
          <path d="M8.9 8.3A2.6 2.6 0 1 0 9.5 10.3H7.4M11.7 7.4v5.2M15.3 7.4v5.2M11.7 10h3.6" />
        </>
      )}
    </svg>
  );
}
