import * as styles from './OperatorWordmark.css';

export interface OperatorWordmarkProps {
  /** The operator's name as the API gives it ("Orange Money", "Wave"). */
  name: string;
  className?: string;
}

/** Families of wallets payers tell apart at a glance; the hues are the theme's, never a brand's own. */
const families: [RegExp, (typeof styles.wordmarkTones)[number]][] = [
  [/orange|mtn|airtel/i, 'warm'],
  [/wave|moov|flooz/i, 'cool'],
  [/free|celtiis|mixx/i, 'fresh'],
];

/**
 * An operator's wordmark: the first word of its name set as a tile. Drawn here rather than
 * with the operators' logos, which are theirs to license; decorative, as the name follows.
 */
export function OperatorWordmark({ name, className }: OperatorWordmarkProps) {
  const tone = families.find(([pattern]) => pattern.test(name))?.[1] ?? 'plain';
  const word = name.split(/\s+/)[0] ?? name;
  return (
    <span
      aria-hidden="true"
      className={[styles.wordmark({ tone, long: word.length > 6 }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {word}
    </span>
  );
}
