import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * How the elements of an article's HTML look wherever it is shown: the public article page and the
 * back office's diff of two versions (each sets its own spacing and heading sizes around these).
 */
export const ARTICLE_CONTENT_CSS: SystemStyleObject = {
  '& a': { color: 'var(--color-primary, #FACC15)', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& ul, & ol': { paddingLeft: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.4em' },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    background: 'rgba(255,255,255,0.08)',
    padding: '0.1em 0.35em',
    borderRadius: '4px',
  },
  // Long lines wrap rather than scroll: a scrolling block would need a keyboard stop of its own.
  '& pre': {
    background: '#0B0F14',
    padding: '1em',
    borderRadius: '8px',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: '0.85em',
    border: '1px solid rgba(255,255,255,0.08)',
  },
  '& pre code': { background: 'transparent', padding: 0 },
  // An « Offre » block, filled in by the server from the synced WHMCS catalogue.
  '& .offer-card': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5em',
    padding: '1.25em',
    borderRadius: '12px',
    border: '1px solid var(--color-primary, #FACC15)',
    background: 'var(--color-secondary, #1E2530)',
  },
  '& .offer-card-name': { fontWeight: 800, fontSize: '1.15em' },
  '& .offer-card-features': {
    listStyleType: 'none',
    paddingLeft: 0,
    fontSize: '0.9em',
    color: 'var(--color-text-secondary, #9CA3AF)',
  },
  '& .offer-card-features li + li': { marginTop: '0.2em' },
  '& .offer-card-price': { fontWeight: 700, color: 'var(--color-primary, #FACC15)' },
  '& a.offer-card-order': {
    alignSelf: 'flex-start',
    padding: '0.5em 1.25em',
    borderRadius: '8px',
    background: 'var(--color-primary, #FACC15)',
    color: 'var(--color-primary-contrast, #111827)',
    fontWeight: 700,
    textDecoration: 'none',
  },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: '8px' },
  '& iframe': { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: '8px' },
  '& table': { width: '100%', borderCollapse: 'collapse' },
  '& th, & td': { border: '1px solid rgba(255,255,255,0.12)', padding: '0.5em' },
};
