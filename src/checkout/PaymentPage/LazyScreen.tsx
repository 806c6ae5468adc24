import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Spinner } from '../../kit';
import type { LazyChunk } from '../../lib/lazyChunk';
import { CheckoutPanel } from '../screens/CheckoutPanel';

export interface LazyScreenProps<T> {
  chunk: LazyChunk<T>;
  /** The screen's own heading, shown with a spinner until its chunk arrives. */
  title: ReactNode;
  /** What the spinner says meanwhile. */
  loading: string;
  /** "Étape 2 sur 3", for a step of the form. */
  progress?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: (screen: T) => ReactNode;
}

/** A screen of its own chunk, fetched on demand: until it arrives, its heading and a spinner. */
export function LazyScreen<T>({
  chunk,
  title,
  loading,
  progress,
  headingRef,
  children,
}: LazyScreenProps<T>) {
  const [screen, setScreen] = useState(() => chunk.loaded());
  const arrivedLate = useRef(!screen);
  useEffect(() => {
    if (screen) {
      // The placeholder that held the focus is gone: the screen's heading takes it over.
      if (arrivedLate.current && document.activeElement === document.body)
        headingRef.current?.focus();
      return;
    }
    let current = true;
    void chunk.load().then((loaded) => current && setScreen(() => loaded));
    return () => {
      current = false;
    };
  }, [screen, chunk, headingRef]);
  if (screen) return children(screen);
  return (
    <CheckoutPanel title={title} headingRef={headingRef} progress={progress}>
      <Spinner label={loading} />
    </CheckoutPanel>
  );
}
