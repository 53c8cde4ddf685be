import { createContext, useContext, useEffect } from 'react';
import { useSite } from '../features/site/use-site';
import { applyHead, type HeadSpec } from './head-tags';

/** Collects the head of the page being rendered on the server (one object per request). */
export interface HeadCollector {
  spec: HeadSpec | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's title and meta tags. On the server the last declaration wins and is written
 * into the HTML; in the browser it updates the head after each navigation.
 */
export function PageHead(spec: HeadSpec) {
  const collector = useContext(HeadCollectorContext);
  const site = useSite();
  if (collector) collector.spec = spec;
  // What the effect compares between renders; the server runs no effect.
  const serialized = collector ? '' : JSON.stringify(spec);
  useEffect(() => {
    applyHead(JSON.parse(serialized) as HeadSpec, { brand: site.brand, publicUrl: site.publicUrl }, document);
  }, [serialized, site.brand, site.publicUrl]);
  return null;
}
