import { startTransition, useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { appHref } from '../components/SiteLink';
import { PublicLocationContext, type PublicLocation } from './public-route';

type Navigation = {
  basename: string;
  navigator: { push(to: string): void; replace(to: string): void };
  useTransitions?: boolean;
};

/**
 * The public components' location under the back office's router (sign-in pages, a public page
 * opened from the back office): a plain left click on a `SiteLink` goes through the router's
 * history, and replaces the entry when it is the page already shown, as a router Link does.
 */
export function RouterPublicLocation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigation = useContext(UNSAFE_NavigationContext) as Navigation;
  const location = useMemo<PublicLocation>(
    () => ({
      pathname,
      search,
      navigate: (to) => {
        const href = appHref(navigation.basename, to);
        const current = window.location;
        const { navigator } = navigation;
        const go = () =>
          current.pathname + current.search + current.hash === href ? navigator.replace(href) : navigator.push(href);
        if (navigation.useTransitions) startTransition(go);
        else go();
      },
    }),
    [pathname, search, navigation],
  );
  return <PublicLocationContext.Provider value={location}>{children}</PublicLocationContext.Provider>;
}
