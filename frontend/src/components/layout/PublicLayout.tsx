import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { fr } from '../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../theme/static-styles';
import { HydrationUnit } from '../HydrationUnit';
import { PageSpinner } from '../PageSpinner';
import { Footer } from './Footer';
import { Header } from './Header';

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

/** Header, page and footer of every public screen; pages opened client-side suspend inside <main>. */
export function PublicLayout() {
  const s = useStaticStyles(styles);
  return (
    <div className={s.page}>
      <a href="#contenu" className={s.skipLink}>
        {fr.site.skipToContent}
      </a>
      <HydrationUnit>
        <Header />
      </HydrationUnit>
      <main id="contenu" tabIndex={-1} className={s.main}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrationUnit>
        <Footer />
      </HydrationUnit>
    </div>
  );
}
