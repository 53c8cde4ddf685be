import { Box } from '@chakra-ui/react';
import { ARTICLE_BODY_ATTRIBUTE } from '../../../app/ssr-data';

/**
 * The article's HTML, sanitized by the server when it was saved (allow-list, safe link schemes),
 * so it is rendered as is. The attribute lets the browser read a server-rendered body back instead of
 * receiving it a second time in the page's data (app/ssr-data.ts).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      className="article-body"
      {...{ [ARTICLE_BODY_ATTRIBUTE]: '' }}
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.8"
      color="fg"
      css={{
        '& > * + *': { marginTop: '1.1em' },
        '& > :first-child': { marginTop: 0 },
        '& h2': { fontSize: '1.6em', fontWeight: 800, lineHeight: 1.25, marginTop: '1.8em' },
        '& h3': { fontSize: '1.3em', fontWeight: 700, lineHeight: 1.3, marginTop: '1.5em' },
        '& h4': { fontSize: '1.1em', fontWeight: 700, marginTop: '1.2em' },
        '& p': { color: 'var(--color-text, #F3F4F6)' },
        '& a': { color: 'var(--color-primary, #FACC15)', textDecoration: 'underline', textUnderlineOffset: '3px' },
        '& ul, & ol': { paddingLeft: '1.5em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& blockquote': {
          borderLeft: '4px solid var(--color-primary, #FACC15)',
          paddingLeft: '1em',
          fontStyle: 'italic',
          color: 'var(--color-text-secondary, #9CA3AF)',
        },
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
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: '8px' },
        '& iframe': { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: '8px' },
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': { border: '1px solid rgba(255,255,255,0.12)', padding: '0.5em' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
