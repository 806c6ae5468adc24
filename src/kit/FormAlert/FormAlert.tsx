import type { ReactNode } from 'react';
import { glyphs, Icon } from '../Icon';
import * as styles from './FormAlert.css';

export interface FormAlertProps {
  /** Why the whole form was refused (not one field's message: those sit under their field), or what it did. */
  children: ReactNode;
  /** `danger`: a refusal, announced at once (`role="alert"`); `success`: what the form did, announced politely (`role="status"`). */
  tone?: (typeof styles.formAlertTones)[number];
  className?: string;
}

const roles = { danger: 'alert', success: 'status' } as const;
const icons = { danger: glyphs.alert, success: glyphs.success };

/** The answer to a whole form: a refusal, announced as it appears, or its success. */
export function FormAlert({ children, tone = 'danger', className }: FormAlertProps) {
  return (
    <p role={roles[tone]} className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}>
      <Icon glyph={icons[tone]} size="sm" className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
