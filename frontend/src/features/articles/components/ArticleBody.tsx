import { ARTICLE_BODY_ATTRIBUTE } from '../../../app/ssr-data';
import { cx, defineStyles, useStaticStyles } from '../../../theme/static-styles';
import { ARTICLE_CONTENT_CSS } from './article-content-css';

const styles = defineStyles({
  // The content's elements first, then the body's own type (the order the styles had as a `css`
  // prop before the box's style props, so the class is the same).
  body: {
    '& > * + *': { marginTop: '1.1em' },
    '& > :first-child': { marginTop: 0 },
    '& h2': { fontSize: '1.6em', fontWeight: 800, lineHeight: 1.25, marginTop: '1.8em' },
    '& h3': { fontSize: '1.3em', fontWeight: 700, lineHeight: 1.3, marginTop: '1.5em' },
    '& h4': { fontSize: '1.1em', fontWeight: 700, marginTop: '1.2em' },
    '& p': { color: 'var(--color-text, #F3F4F6)' },
    '& blockquote': {
      borderLeft: '4px solid var(--color-primary, #FACC15)',
      paddingLeft: '1em',
      fontStyle: 'italic',
      color: 'var(--color-text-secondary, #9CA3AF)',
    },
    ...ARTICLE_CONTENT_CSS,
    fontSize: { base: 'md', md: 'lg' },
    lineHeight: '1.8',
    color: 'fg',
  },
});

/**
 * The article's HTML, sanitized by the server when it was saved (allow-list, safe link schemes),
 * so it is rendered as is. The attribute lets the browser read a server-rendered body back instead of
 * receiving it a second time in the page's data (app/ssr-data.ts).
 */
export function ArticleBody({ html }: { html: string }) {
  const s = useStaticStyles(styles);
  return (
    <div
      className={cx('article-body', s.body)}
      {...{ [ARTICLE_BODY_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
