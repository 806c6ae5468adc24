import type { ReactNode } from 'react';
import { Heading } from '../../kit';
import * as styles from './EndpointReference.css';

/** One part of a call's card (its headers, its fields, its samples…) under its heading. */
export function Part({
  title,
  level,
  children,
}: {
  title: string;
  level: 3 | 4;
  children: ReactNode;
}) {
  return (
    <div className={styles.part}>
      <Heading level={level === 3 ? 3 : 4} size="md">
        {title}
      </Heading>
      {children}
    </div>
  );
}
