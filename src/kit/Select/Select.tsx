import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, fieldControlClass } from '../Field';
import { glyphs, Icon } from '../Icon';
import * as styles from './Select.css';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** Visible label and accessible name. */
  label: ReactNode;
  /** Help text linked to the select. */
  description?: ReactNode;
  /** Error message; marks the select invalid. Pass react-hook-form's `errors.x?.message`. */
  error?: ReactNode;
  /** Explicit id for the select (otherwise generated). */
  id?: string;
  /** Its `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
  /** Works with react-hook-form's `register()`, which passes a ref. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled choice in a list: the browser's own `<select>`, styled like the kit's other fields,
 * so it works without scripts and opens each system's native picker (a feature phone's too).
 */
export function Select({
  label,
  description,
  error,
  required,
  id,
  className,
  children,
  ref,
  ...select
}: SelectProps) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select
            ref={ref}
            className={[fieldControlClass, styles.select].join(' ')}
            required={required}
            {...control}
            {...select}
          >
            {children}
          </select>
          <Icon glyph={glyphs.chevronDown} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
