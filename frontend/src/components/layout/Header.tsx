import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type PublicLocation, usePublicLocation } from '../../app/public-route';
import { useSite } from '../../features/site/use-site';
import type { Brand } from '../../api/models';
import { fr } from '../../i18n/fr';
import { useSession } from '../../session/use-session';
import { type StaticStyles, useStaticStyles } from '../../theme/static-styles';
import { goTo, SiteLink } from '../SiteLink';
import { CloseIcon, LogoMark, MenuIcon, SearchIcon } from '../icons';
import { headerStyles as styles } from './header-styles';
import { SearchField, useSearchShortcut } from './SearchField';

const t = fr.header;

/** The mobile menu's id: there is one header per page (no `useId`: the server reuses the header's markup, see PublicLayout). */
const MENU_ID = 'site-menu';
const SEARCH_ID = 'site-search';
const SEARCH_INPUT_ID = 'site-search-q';

export type HeaderSection = 'home' | 'contributors' | null;

/** Which of the header's links is the page shown: the home page itself, or the contributors' pages. */
export function headerSection(pathname: string): HeaderSection {
  const path = pathname.toLowerCase();
  if (path === '/' || path === '') return 'home';
  return path === '/contributors' || path.startsWith('/contributors/') ? 'contributors' : null;
}

/** The header's class names, resolved once by `Header` and handed to its parts. */
type Classes = typeof styles extends StaticStyles<infer K> ? Record<K, string> : never;

/** Spec §2.2 header; below the `lg` breakpoint the links fold into a toggleable menu with Espace Client. */
export function Header() {
  const s = useStaticStyles(styles);
  const { brand } = useSite();
  // Public pages are rendered (and cached) for anonymous readers: the stored session is only read once
  // hydrated, so the server's header and the first browser render agree and the links switch just after.
  const { isAuthenticated } = useSession();
  const location = usePublicLocation();
  const section = headerSection(location.pathname);
  const menu = useMobileMenu(location.pathname);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInputRef = useRef<HTMLInputElement>(null);

  useSearchShortcut(() => {
    setSearchOpen(true);
    // Shown below `xl` by the state change: focused once it is.
    requestAnimationFrame(() => searchInputRef.current?.focus());
  });

  return (
    <header className={s.header}>
      <div className={s.bar}>
        <HomeLink s={s} name={brand.name} />

        <nav aria-label={t.mainNavigation} className={s.nav}>
          <NavLinks brand={brand} section={section} className={s.navLink} />
        </nav>

        <SearchForm s={s} open={searchOpen} inputRef={searchInputRef} location={location} onDone={() => setSearchOpen(false)} />

        <button
          type="button"
          className={s.searchToggle}
          aria-expanded={searchOpen}
          aria-controls={SEARCH_ID}
          aria-label={t.searchLabel}
          onClick={() => {
            setSearchOpen((value) => !value);
            menu.setOpen(false);
            if (!searchOpen) requestAnimationFrame(() => searchInputRef.current?.focus());
          }}
        >
          {searchOpen ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
        </button>

        <div className={s.actions}>
          <SpaceLinks signedIn={isAuthenticated} solid={s.solidAction} outline={s.contribute} testId="my-space-link" />
        </div>

        <button
          ref={menu.toggleRef}
          type="button"
          className={s.toggle}
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          aria-label={menu.open ? t.closeMenu : t.openMenu}
          onClick={() => menu.setOpen((value) => !value)}
        >
          {menu.open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </button>
      </div>

      <MobileMenu s={s} open={menu.open} brand={brand} section={section} signedIn={isAuthenticated} />
    </header>
  );
}

/** The mobile menu's state: closed by a navigation, and by Escape, which gives the focus back to its button. */
function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, toggleRef };
}

/** The brand's logo and name, a link to the home page. */
function HomeLink({ s, name }: { s: Classes; name: string }) {
  return (
    <SiteLink to="/" className={s.homeLink} aria-label={t.homeLink(name)}>
      <span className={s.logoMark}>
        <LogoMark size={28} />
      </span>
      <span>
        {name}
        <span className={s.blog}> Blog</span>
      </span>
    </SiteLink>
  );
}

/** The header's own links, marked when they are the page shown, then the provider's sites. */
function NavLinks({ brand, section, className }: { brand: Brand; section: HeaderSection; className: string }) {
  const external = [
    { href: brand.mainSiteUrl, label: t.mainSite },
    { href: brand.gameServersUrl, label: t.gameServers },
    { href: brand.vpsUrl, label: t.vps },
  ];
  return (
    <>
      <SiteLink to="/" aria-current={section === 'home' ? 'page' : undefined} className={className}>
        {t.home}
      </SiteLink>
      <SiteLink to="/contributors" aria-current={section === 'contributors' ? 'page' : undefined} className={className}>
        {t.contributors}
      </SiteLink>
      {external.map((link) => (
        <a key={link.label} href={link.href} className={className}>
          {link.label}
        </a>
      ))}
    </>
  );
}

/**
 * The search form. The header's markup is shared by every page (see PublicLayout): the field shows no
 * page's query. The form works without JavaScript (GET /blog/recherche); hydrated, it trims the query
 * first (and navigates inside the app in the back office's router).
 */
function SearchForm({
  s,
  open,
  inputRef,
  location,
  onDone,
}: {
  s: Classes;
  open: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  location: PublicLocation;
  onDone: () => void;
}) {
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = (new FormData(event.currentTarget).get('q') ?? '').toString().trim();
    if (!q) return inputRef.current?.focus();
    goTo(location, `/recherche?${new URLSearchParams({ q }).toString()}`);
    onDone();
    inputRef.current?.blur();
  };
  return (
    <form
      id={SEARCH_ID}
      role="search"
      action="/blog/recherche"
      method="get"
      className={s.search}
      data-open={open ? '' : undefined}
      onSubmit={onSearch}
    >
      <label htmlFor={SEARCH_INPUT_ID} className={s.srOnly}>
        {t.searchLabel}
      </label>
      <SearchField
        inputRef={inputRef}
        id={SEARCH_INPUT_ID}
        location={location}
        classes={{
          input: s.searchInput,
          suggestions: { list: s.suggestList, option: s.suggestOption, kind: s.srOnly, status: s.srOnly },
        }}
      />
      <button type="submit" className={s.searchSubmit} aria-label={t.searchSubmit}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}

/** « Mon espace » once signed in; before, « Contribuer » (outlined) and « S'inscrire » (solid). */
function SpaceLinks({
  signedIn,
  solid,
  outline,
  testId,
}: {
  signedIn: boolean;
  solid: string;
  outline: string;
  testId?: string;
}) {
  return signedIn ? (
    <SiteLink to="/admin" className={solid} data-testid={testId}>
      {t.mySpace}
    </SiteLink>
  ) : (
    <>
      <SiteLink to="/login" className={outline}>
        {t.contribute}
      </SiteLink>
      <SiteLink to="/register" className={solid}>
        {t.register}
      </SiteLink>
    </>
  );
}

/** Below `lg`: the links, the client area and the account's links, under the bar. */
function MobileMenu({
  s,
  open,
  brand,
  section,
  signedIn,
}: {
  s: Classes;
  open: boolean;
  brand: Brand;
  section: HeaderSection;
  signedIn: boolean;
}) {
  return (
    <div id={MENU_ID} hidden={!open} className={s.menu}>
      <nav aria-label={t.mainNavigation} className={s.menuNav}>
        <NavLinks brand={brand} section={section} className={s.menuLink} />
        <a href={brand.clientAreaUrl} className={s.menuLink}>
          {t.clientArea}
        </a>
        <div className={s.menuButtons}>
          <SpaceLinks signedIn={signedIn} solid={s.menuSolidAction} outline={s.menuContribute} />
        </div>
      </nav>
    </div>
  );
}
