import type { Category } from '../../../api/models';
import { SiteLink } from '../../../components/SiteLink';
import { fr } from '../../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

const styles = defineStyles({
  nav: { display: 'flex', gap: '2', flexWrap: 'wrap' },
  pill: {
    px: '4',
    py: '2',
    rounded: 'full',
    fontSize: 'sm',
    fontWeight: 'semibold',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    color: 'fg.muted',
    transition: 'all 0.15s',
    _hover: { color: 'fg', borderColor: 'primary.solid' },
    '&[aria-current=page]': { bg: 'primary.solid', color: 'primary.contrast', borderColor: 'primary.solid' },
  },
});

/** Spec §2.3 filter: « Tous les articles » first, one link per category; the URL carries the choice. */
export function CategoryFilter({ categories, active }: { categories: Category[]; active: string | null }) {
  const s = useStaticStyles(styles);
  return (
    <nav aria-label={fr.home.filterLabel} className={s.nav}>
      <SiteLink to="/" aria-current={active === null ? 'page' : undefined} className={s.pill}>
        {fr.home.allArticles}
      </SiteLink>
      {categories.map((category) => (
        <SiteLink
          key={category.id}
          to={`/category/${category.slug}`}
          aria-current={active === category.slug ? 'page' : undefined}
          className={s.pill}
        >
          {category.name}
        </SiteLink>
      ))}
    </nav>
  );
}
