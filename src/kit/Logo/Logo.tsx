import * as styles from './Logo.css';

export interface LogoProps {
  /** `full` shows the mark and the wordmark; `mark` only the square symbol. */
  variant?: 'full' | 'mark';
  /** Mark size in px. */
  size?: number;
  className?: string;
}

/** The Yonnee logo, drawn in the theme's brand colour. Decorative: label the link that wraps it. */
export function Logo({ variant = 'full', size = 32, className }: LogoProps) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')} aria-hidden="true">
      <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" focusable="false">
        <rect className={styles.markBg} width="32" height="32" rx="8" />
        <path className={styles.markFg} d="M9 8h4.2l2.8 4.3L18.8 8H23l-5 7.2V24h-4v-8.8z" />
      </svg>
      {variant === 'full' ? <span>Yonnee</span> : null}
    </span>
  );
}
