import type { HTMLAttributes, Ref } from 'react';
import { CopyButton } from '../CopyButton';
import * as styles from './EndpointUrl.css';

export interface EndpointUrlProps extends HTMLAttributes<HTMLDivElement> {
  /** HTTP method, shown as a coloured tag. */
  method: (typeof styles.httpMethods)[number];
  /** The URL as shown and as copied, e.g. `{host}/api/v1/transfer`. */
  url: string;
  ref?: Ref<HTMLDivElement>;
}

/** An API call's method and URL, with a Copier button for the URL. */
export function EndpointUrl({ method, url, className, ...rest }: EndpointUrlProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.method[method]}>{method}</span>
      <code className={styles.url}>{url}</code>
      <CopyButton value={url} context={`l’URL de ${method} ${url}`} />
    </div>
  );
}
