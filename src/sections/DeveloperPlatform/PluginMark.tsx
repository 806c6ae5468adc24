import * as styles from './DeveloperPlatform.css';

/** A neutral monogram for a plugin or SDK: its initial in a rounded square, never the brand's own logo. */
export function PluginMark({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="1" y="1" width="30" height="30" rx="8" className={styles.paint.markFrame} />
      <text
        x="16"
        y="21.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        className={styles.paint.markText}
      >
        {name.charAt(0)}
      </text>
    </svg>
  );
}
