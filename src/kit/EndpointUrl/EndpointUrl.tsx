import type { HTMLAttributes, Ref } from 'react';
import { CopyButton, type CopyButtonLabels } from '../CopyButton';
import * as styles from './EndpointUrl.css';

export interface EndpointUrlProps extends HTMLAttributes<HTMLDivElement> {
  /** HTTP method, shown as a coloured tag. */
  method: (typeof styles.httpMethods)[number];
  /** The URL as shown and as copied, e.g. `{host}/api/v1/transfer`. */
  url: string;
  /** What the copy button copies, for its accessible name; "l’URL de" the call by default. */
  copyContext?: string;
  /** The copy button's words, for a page in another language. */
  copyLabels?: Partial<CopyButtonLabels>;
  ref?: Ref<HTMLDivElement>;
}

/** An API call's method and URL, with a Copier button for the URL. */
export function EndpointUrl({
  method,
  url,
  copyContext = `l’URL de ${method} ${url}`,
  copyLabels,
  className,
  ...rest
}: EndpointUrlProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <span className={styles.method[method]}>{method}</span>
      <code className={styles.url}>{url}</code>
      <CopyButton value={url} context={copyContext} labels={copyLabels} />
    </div>
  );
}
