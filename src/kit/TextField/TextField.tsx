import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldControlClass } from '../Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label and accessible name. */
  label: ReactNode;
  /** Help text linked to the input. */
  description?: ReactNode;
  /** Error message; marks the input invalid. Pass react-hook-form's `errors.x?.message`. */
  error?: ReactNode;
  /** Explicit id for the input (otherwise generated). */
  id?: string;
  /** Works with react-hook-form's `register()`, which passes a ref. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input. */
export function TextField({
  label,
  description,
  error,
  required,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
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
        <input
          ref={ref}
          className={fieldControlClass}
          required={required}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}
