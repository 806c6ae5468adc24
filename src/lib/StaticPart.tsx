import {
  createContext,
  Suspense,
  useContext,
  type ComponentType,
  type MouseEventHandler,
  type Ref,
} from 'react';
import { useKeepsServerMarkup } from './useKeepsServerMarkup';
import * as styles from './StaticPart.css';

/**
 * True under a root that hydrates a prerendered page (src/main.tsx). The server's render and a
 * render to a string in the browser (the stories' server HTML) look alike to a component, and
 * both must write a static part; only a hydration keeps what is already there.
 */
export const HydratesServerHtml = createContext(false);

export interface StaticPartProps<P extends object> {
  /**
   * The part: no state, no handler of its own. A `lazy` one (the home page's) is never fetched on
   * a hydrated page, only when the browser renders it; an eager one (the docs', which the stories
   * also render to a string) saves the hydration only.
   */
  part: ComponentType<P>;
  /** Its props. */
  props: P;
  /**
   * What it shows (the data object it renders). While it is the one it showed when the page was
   * hydrated, the server's markup stays; another one (the part of another page, in the same
   * place) is rendered by React, and so is a return to the first one (its markup is gone).
   */
  content: unknown;
  /** Clicks inside it, delegated: its links have no handler of their own on a hydrated page. */
  onClick?: MouseEventHandler<HTMLDivElement>;
  /** Its wrapper, the server's markup inside while it is kept. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A part of a prerendered page that needs no script: the server renders it into the page's HTML,
 * and a page hydrating that HTML keeps its markup as it is (an element whose inner HTML React
 * neither checks nor replaces), so React never renders it in the browser: its elements and text
 * cost the hydration nothing. A page rendered in the browser (a visit from another page of the
 * site) renders it as any part. Its wrapper lays out nothing (`display: contents`): the part sits
 * in its parent's layout as if the wrapper were not there.
 */
export function StaticPart<P extends object>({
  part: Part,
  props,
  content,
  onClick,
  ref,
}: StaticPartProps<P>) {
  const keepsServerMarkup = useKeepsServerMarkup([content], useContext(HydratesServerHtml));
  if (keepsServerMarkup) {
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the links inside take the keyboard themselves
      <div
        ref={ref}
        className={styles.wrapper}
        onClick={onClick}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the links inside take the keyboard themselves
    <div ref={ref} className={styles.wrapper} onClick={onClick}>
      <Suspense>
        <Part {...props} />
      </Suspense>
    </div>
  );
}
