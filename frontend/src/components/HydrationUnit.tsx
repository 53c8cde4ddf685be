import { Suspense, type ReactNode } from 'react';

/**
 * A section of a server-rendered page that the browser hydrates on its own: React hydrates each
 * Suspense boundary in a render and a commit of its own, so a long page is taken over in several
 * short tasks rather than one long commit that would hold a slow phone's main thread. Nothing inside
 * suspends, so the empty fallback is never shown.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
