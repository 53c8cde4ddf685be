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

const categoryPath = (slug: string | null) => (slug === null ? '/' : `/category/${slug}`);

/**
 * Spec §2.3 filter: « Tous les articles » first, one link per category; the URL carries the choice.
 * `pathOf` gives each link's path (the search page keeps its query), `allLabel` the first link's text.
 */
export function CategoryFilter({
  categories,
  active,
  pathOf = categoryPath,
  allLabel = fr.home.allArticles,
}: {
  categories: Category[];
  active: string | null;
  pathOf?: (slug: string | null) => string;
  allLabel?: string;
}) {
  const s = useStaticStyles(styles);
  return (
    <nav aria-label={fr.home.filterLabel} className={s.nav}>
      <SiteLink to={pathOf(null)} aria-current={active === null ? 'page' : undefined} className={s.pill}>
        {allLabel}
      </SiteLink>
      {categories.map((category) => (
        <SiteLink
          key={category.id}
          to={pathOf(category.slug)}
          aria-current={active === category.slug ? 'page' : undefined}
          className={s.pill}
        >
          {category.name}
        </SiteLink>
      ))}
    </nav>
  );
}
