import { SiteLink } from '../../../components/SiteLink';
import { fr } from '../../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

export interface Crumb {
  label: string;
  to?: string;
}

const styles = defineStyles({
  nav: { fontSize: 'sm', color: 'fg.muted' },
  list: { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none', alignItems: 'center' },
  item: { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  separator: { color: 'fg.subtle' },
  link: { _hover: { color: 'primary.fg' } },
  current: { color: 'fg', lineClamp: 1 },
});

/** Spec §2.4: Accueil, Blog, the category, the title (current page, not a link). */
export function ArticleBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const s = useStaticStyles(styles);
  return (
    <nav aria-label={fr.article.breadcrumb} className={s.nav}>
      <ol className={s.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className={s.item}>
            {index > 0 && (
              <span aria-hidden="true" className={s.separator}>
                /
              </span>
            )}
            {crumb.to ? (
              <SiteLink to={crumb.to} className={s.link}>
                {crumb.label}
              </SiteLink>
            ) : (
              <span aria-current="page" className={s.current}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
