import { Suspense, type ReactNode } from 'react';
import { usePublicLocation } from '../../app/public-route';
import { Reused } from '../../app/reused-markup';
import { fr } from '../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../theme/static-styles';
import { HydrationUnit } from '../HydrationUnit';
import { PageSpinner } from '../PageSpinner';
import { Footer, footerYear } from './Footer';
import { Header, headerSection } from './Header';

const styles = defineStyles({
  page: { minH: '100dvh', display: 'flex', flexDirection: 'column' },
  skipLink: {
    srOnly: true,
    _focus: {
      srOnly: false,
      position: 'fixed',
      top: '2',
      left: '2',
      zIndex: 'skipNav',
      bg: 'primary.solid',
      color: 'primary.contrast',
      px: '4',
      py: '2',
      rounded: 'md',
    },
  },
  main: { flex: '1', outline: 'none' },
});

/**
 * Header, page and footer of every public screen; pages opened client-side suspend inside <main>. The
 * server renders the header once per section it marks and the footer once per year, for each
 * generation of the shared answers (app/reused-markup.tsx).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const s = useStaticStyles(styles);
  const { pathname } = usePublicLocation();
  return (
    <div className={s.page}>
      <a href="#contenu" className={s.skipLink}>
        {fr.site.skipToContent}
      </a>
      <HydrationUnit>
        <Reused part="header" variant={headerSection(pathname) ?? ''}>
          <Header />
        </Reused>
      </HydrationUnit>
      <main id="contenu" tabIndex={-1} className={s.main}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <HydrationUnit>
        <Reused part="footer" variant={String(footerYear())}>
          <Footer />
        </Reused>
      </HydrationUnit>
    </div>
  );
}
