import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates and commits on its own (a Suspense
 * boundary): a long page then hydrates as a series of short tasks instead of one that holds a
 * phone's main thread. Measured on /faq with Lighthouse's trace, one boundary for the page made
 * a 22–26 ms commit (×4 on its mobile profile): each accordion attaches its Radix refs and
 * re-renders once in it. Nothing inside is expected to suspend; it adds no markup of its own.
 */
export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
