import { useId } from 'react';
import { glyphs, Icon, useUnavailableUntilHydrated, VisuallyHidden, type Glyph } from '../../kit';
import { useThemeStore, type ThemePreference } from '../../stores/themeStore';
import * as styles from './ThemeControl.css';

const options: Record<ThemePreference, { label: string; icon: Glyph }> = {
  light: { label: 'Clair', icon: glyphs.sun },
  dark: { label: 'Sombre', icon: glyphs.moon },
  system: { label: 'Système', icon: glyphs.monitor },
};

const order: ThemePreference[] = ['light', 'dark', 'system'];

const legend = 'Thème';

export const themeControlVariants = ['compact', 'labelled'] as const;

export interface ThemeControlProps {
  /** `compact`: the three icons alone, for a bar; `labelled`: its name above them and, while it cannot be used, the reason below, for a menu. */
  variant?: (typeof themeControlVariants)[number];
  className?: string;
}

/**
 * Light, dark or follow the system: native radio buttons, so arrows and screen readers just work.
 * The choice is stored and applied by the page's scripts: until they run (or with JavaScript
 * off) the radios are disabled and say why, as their tooltip or, in a menu, as text.
 */
export function ThemeControl({ variant = 'compact', className }: ThemeControlProps) {
  const preference = useThemeStore((s) => s.preference);
  const setPreference = useThemeStore((s) => s.setPreference);
  const name = useId();
  const labelled = variant === 'labelled';
  const unavailable = useUnavailableUntilHydrated({ visible: labelled });
  const radios = order.map((value) => (
    <label key={value} className={styles.option} title={options[value].label}>
      <input
        type="radio"
        className={styles.input}
        name={name}
        value={value}
        checked={preference === value}
        onChange={() => setPreference(value)}
        aria-label={options[value].label}
        {...unavailable.controlProps}
      />
      <Icon glyph={options[value].icon} size="sm" />
    </label>
  ));
  if (!labelled) {
    return (
      <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
        <VisuallyHidden as="legend">{legend}</VisuallyHidden>
        {radios}
        {unavailable.description}
      </fieldset>
    );
  }
  return (
    <fieldset className={[styles.labelled, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.group}>{radios}</div>
      {unavailable.description}
    </fieldset>
  );
}
