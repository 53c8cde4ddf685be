import { defineStyles } from '../../theme/static-styles';

/** The site header's styles: the bar, its links and buttons, the search field and the mobile menu. */
const navLinkStyle = {
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  transition: 'color 0.15s, background 0.15s',
  _hover: { color: 'fg', bg: 'whiteAlpha.100' },
  '&[aria-current=page]': { color: 'primary.fg' },
} as const;

/** The square buttons of the bar: menu, search, submit. */
const iconButtonStyle = {
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  rounded: 'md',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'whiteAlpha.100' },
} as const;

/** The mobile menu's full-width buttons. */
const menuButtonStyle = { flex: '1', textAlign: 'center', py: '2.5', rounded: 'md' } as const;

export const headerStyles = defineStyles({
  header: {
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'rgba(15, 20, 25, 0.88)',
    backdropFilter: 'blur(12px)',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    maxW: '7xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    h: '16',
    gap: '4',
  },
  homeLink: { display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'extrabold', fontSize: 'lg', color: 'fg' },
  logoMark: { color: 'primary.fg', display: 'inline-flex' },
  blog: { color: 'primary.fg' },
  // Stacks of the wide layout: display, alignment and direction of an HStack, then their own props.
  nav: { display: { base: 'none', lg: 'flex' }, alignItems: 'center', flexDirection: 'row', gap: '1' },
  actions: { display: { base: 'none', lg: 'flex' }, alignItems: 'center', flexDirection: 'row', gap: '2' },
  navLink: navLinkStyle,
  // « Mon espace » and « S'inscrire »: the header's solid action.
  solidAction: {
    px: '4',
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'bold',
    bg: 'primary.solid',
    color: 'primary.contrast',
    _hover: { opacity: 0.9 },
  },
  contribute: {
    px: '4',
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    _hover: { borderColor: 'primary.solid', color: 'primary.fg' },
  },
  toggle: { ...iconButtonStyle, display: { base: 'inline-flex', lg: 'none' } },
  // The search field: in the bar from `xl`; below, a row under the bar shown by the magnifier button.
  search: {
    display: { base: 'none', xl: 'flex' },
    alignItems: 'center',
    gap: '1',
    position: { base: 'absolute', xl: 'relative' },
    top: { base: '100%', xl: 'auto' },
    insetX: { base: '0', xl: 'auto' },
    p: { base: '3', xl: '0' },
    bg: { base: 'bg.subtle', xl: 'transparent' },
    '&[data-open]': { display: 'flex' },
  },
  searchInput: {
    flex: '1',
    minW: '0',
    w: { xl: '44' },
    h: '10',
    px: '3',
    rounded: 'md',
    bg: 'bg.panel',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
  },
  searchSubmit: { ...iconButtonStyle, display: 'inline-flex' },
  // The suggestions' list (SearchSuggestions, loaded on focus): its styles are rendered with the header.
  suggestList: {
    position: 'absolute',
    top: '100%',
    right: '0',
    zIndex: 'dropdown',
    w: { base: 'full', xl: '80' },
    p: '1',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
  },
  suggestOption: {
    display: 'block',
    px: '3',
    py: '2',
    fontSize: 'sm',
    cursor: 'pointer',
    '&[aria-selected=true]': { bg: 'whiteAlpha.200' },
  },
  srOnly: { srOnly: true },
  searchToggle: { ...iconButtonStyle, display: { base: 'inline-flex', xl: 'none' }, ml: 'auto' },
  menu: { display: { lg: 'none' }, borderTopWidth: '1px', borderColor: 'border', bg: 'bg.subtle' },
  menuNav: { display: 'flex', flexDirection: 'column', px: '4', py: '3', gap: '1' },
  menuLink: { ...navLinkStyle, fontSize: 'md' },
  menuButtons: { display: 'flex', gap: '2', pt: '2' },
  menuSolidAction: { ...menuButtonStyle, fontWeight: 'bold', bg: 'primary.solid', color: 'primary.contrast' },
  menuContribute: { ...menuButtonStyle, fontWeight: 'semibold', borderWidth: '1px', borderColor: 'border.emphasized' },
});
