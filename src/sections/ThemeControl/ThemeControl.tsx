import { useId } from 'react';
import { Icon, VisuallyHidden, type IconName } from '../../kit';
import { useThemeStore, type ThemePreference } from '../../stores/themeStore';
import * as styles from './ThemeControl.css';

const options: Record<ThemePreference, { label: string; icon: IconName }> = {
  light: { label: 'Clair', icon: 'sun' },
  dark: { label: 'Sombre', icon: 'moon' },
  system: { label: 'Système', icon: 'monitor' },
};

const order: ThemePreference[] = ['light', 'dark', 'system'];

/** Light, dark or follow the system: native radio buttons, so arrows and screen readers just work. */
export function ThemeControl({ className }: { className?: string }) {
  const preference = useThemeStore((s) => s.preference);
  const setPreference = useThemeStore((s) => s.setPreference);
  const name = useId();
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <VisuallyHidden as="legend">Thème</VisuallyHidden>
      {order.map((value) => (
        <label key={value} className={styles.option} title={options[value].label}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => setPreference(value)}
            aria-label={options[value].label}
          />
          <Icon name={options[value].icon} size="sm" />
        </label>
      ))}
    </fieldset>
  );
}
