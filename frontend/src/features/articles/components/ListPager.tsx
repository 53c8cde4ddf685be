import { SiteLink } from '../../../components/SiteLink';
import { fr } from '../../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';
import { pagePath, pageWindow } from '../page-window';

const t = fr.home;

const styles = defineStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '2', pt: '4' },
  pagerLink: { px: '4', py: '2', rounded: 'md', borderWidth: '1px', borderColor: 'border.emphasized' },
  pageNumber: {
    minW: '10',
    px: '3',
    py: '2',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    textAlign: 'center',
  },
  currentPage: {
    minW: '10',
    px: '3',
    py: '2',
    rounded: 'md',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
    textAlign: 'center',
  },
  gap: { px: '1', color: 'fg.muted' },
  pageOf: { color: 'fg.muted', fontSize: 'sm', w: 'full', textAlign: 'center' },
});

/** Numbered pages of a public list (`basePath`, then `?page=N`): previous, first, a window around the current one, last, next. */
export function ListPager({ basePath, page, totalPages }: { basePath: string; page: number; totalPages: number }) {
  const s = useStaticStyles(styles);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t.pagination} className={s.pager}>
      {page > 1 && (
        <SiteLink to={pagePath(basePath, page - 1)} className={s.pagerLink} rel="prev">
          {t.previous}
        </SiteLink>
      )}
      <p className={s.pageOf}>{t.pageOf(page, totalPages)}</p>
      {pageWindow(page, totalPages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className={s.gap} aria-hidden="true">
            …
          </span>
        ) : entry === page ? (
          <span key={entry} className={s.currentPage} aria-current="page">
            {entry}
          </span>
        ) : (
          <SiteLink key={entry} to={pagePath(basePath, entry)} className={s.pageNumber} aria-label={t.goToPage(entry)}>
            {entry}
          </SiteLink>
        ),
      )}
      {page < totalPages && (
        <SiteLink to={pagePath(basePath, page + 1)} className={s.pagerLink} rel="next">
          {t.next}
        </SiteLink>
      )}
    </nav>
  );
}
