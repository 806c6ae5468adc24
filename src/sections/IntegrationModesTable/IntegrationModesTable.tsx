import { useId } from 'react';
import type { IntegrationMode } from '../../content/docs/types';
import { Link } from '../../kit';
import * as styles from './IntegrationModesTable.css';

export interface IntegrationModesTableProps {
  /** What the table compares, read first by screen readers. */
  caption: string;
  /** The rows: what each mode is judged on. */
  criteria: string[];
  /** The columns: each mode with one value per criterion and a link to its page. */
  modes: IntegrationMode[];
}

/** The comparison of the integration modes (spec 1): one column per mode, one row per criterion. */
export function IntegrationModesTable({ caption, criteria, modes }: IntegrationModesTableProps) {
  const captionId = useId();
  return (
    // Focusable so the modes can be scrolled sideways from the keyboard on a phone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.wrap} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {modes.map((mode) => (
              <th key={mode.name} scope="col" className={styles.modeHeader}>
                <Link href={mode.href} className={styles.modeLink} unstyled>
                  {mode.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {criteria.map((criterion, row) => (
            <tr key={criterion}>
              <th scope="row" className={styles.criterion}>
                {criterion}
              </th>
              {modes.map((mode) => (
                <td key={mode.name}>{mode.values[row]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
