import { use, type ComponentType } from 'react';

export interface LazyPage {
  (): React.ReactElement;
  /** Loads the page's chunk; the server and the hydrating browser await it before rendering. */
  preload(): Promise<void>;
}

/**
 * A route-level chunk that renders synchronously once loaded. Unlike React.lazy, a page preloaded
 * before hydration never suspends, so the server markup is adopted as is; a page opened by a
 * client-side navigation suspends under the layout's Suspense boundary until its chunk arrives.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Component: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then((module) => {
      Component = module.default;
    });
    return pending;
  };
  const Page = () => {
    if (!Component) use(preload());
    const Loaded = Component as unknown as ComponentType;
    return <Loaded />;
  };
  return Object.assign(Page, { preload });
}
