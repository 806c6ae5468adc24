import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';
import { FieldMessage } from './FieldMessage';

/** What a control needs to be labelled, described and flagged by its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Error message: sets aria-invalid on the control and is announced when it appears. */
  error?: ReactNode;
  /** Marks the control required for assistive tech and shows an asterisk. */
  required?: boolean;
  /** Use an existing id for the control instead of a generated one. */
  id?: string;
  className?: string;
  /** Renders the control with the props that wire it to the label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, description and error around any form control, wired for assistive tech. */
export function Field({
  label,
  description,
  error,
  required,
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {errorId ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}
