import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, fieldControlClass } from '../Field';
import { glyphs, Icon } from '../Icon';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  /** Visible label and accessible name. */
  label: ReactNode;
  /** Help text linked to the input (e.g. the minimum length). */
  description?: ReactNode;
  /** Error message; marks the input invalid. */
  error?: ReactNode;
  /** Explicit id for the input. */
  id?: string;
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  error,
  required,
  id,
  className,
  showLabel = 'Afficher le mot de passe',
  hideLabel = 'Masquer le mot de passe',
  autoComplete = 'current-password',
  ref,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
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
        <div className={styles.wrapper} data-visible={visible}>
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="none"
            className={[fieldControlClass, styles.input].join(' ')}
            required={required}
            {...control}
            {...input}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
            aria-label={visible ? hideLabel : showLabel}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon glyph={visible ? glyphs.eyeOff : glyphs.eye} />
          </button>
        </div>
      )}
    </Field>
  );
}
