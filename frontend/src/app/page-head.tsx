import { createContext, useContext, useEffect } from 'react';
import { useSite } from '../features/site/use-site';
import type { HeadSpec } from './head-tags';
import { usePublicLocation } from './public-route';

/** Collects the head of the page being rendered on the server (one object per request). */
export interface HeadCollector {
  spec: HeadSpec | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's title and meta tags. On the server the last declaration wins and is written
 * into the HTML; under the app's router (sign-in, back office) the browser updates the head after
 * each navigation. A server-rendered public page keeps the head it came with: it is never left
 * without a page load, so the code that writes the head's tags is not part of its first load.
 */
export function PageHead(spec: HeadSpec) {
  const collector = useContext(HeadCollectorContext);
  const site = useSite();
  const inApp = usePublicLocation().navigate !== undefined;
  if (collector) collector.spec = spec;
  // What the effect compares between renders; empty when it has nothing to do.
  const serialized = collector || !inApp ? '' : JSON.stringify(spec);
  useEffect(() => {
    if (!serialized) return;
    let current = true;
    void import('./head-tags').then(({ applyHead }) => {
      if (current) applyHead(JSON.parse(serialized) as HeadSpec, { brand: site.brand, publicUrl: site.publicUrl }, document);
    });
    return () => {
      current = false;
    };
  }, [serialized, site.brand, site.publicUrl]);
  return null;
}
