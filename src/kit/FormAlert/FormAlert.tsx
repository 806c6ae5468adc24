import { Icon } from '../Icon';
import * as styles from './FormAlert.css';

export interface FormAlertProps {
  /** Why the whole form was refused (not one field's message: those sit under their field). */
  children: React.ReactNode;
  className?: string;
}

/** A refusal of a whole form, announced as it appears. */
export function FormAlert({ children, className }: FormAlertProps) {
  return (
    <p role="alert" className={[styles.alert, className].filter(Boolean).join(' ')}>
      <Icon name="alert" size="sm" className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
