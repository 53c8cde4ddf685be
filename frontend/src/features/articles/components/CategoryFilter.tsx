import { Flex } from '@chakra-ui/react';
import type { Category } from '../../../api/models';
import { AppLink } from '../../../components/AppLink';
import { fr } from '../../../i18n/fr';

const pill = {
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
} as const;

/** Spec §2.3 filter: « Tous les articles » first, one link per category; the URL carries the choice. */
export function CategoryFilter({ categories, active }: { categories: Category[]; active: string | null }) {
  return (
    <Flex as="nav" aria-label={fr.home.filterLabel} gap="2" flexWrap="wrap">
      <AppLink to="/" aria-current={active === null ? 'page' : undefined} {...pill}>
        {fr.home.allArticles}
      </AppLink>
      {categories.map((category) => (
        <AppLink
          key={category.id}
          to={`/category/${category.slug}`}
          aria-current={active === category.slug ? 'page' : undefined}
          {...pill}
        >
          {category.name}
        </AppLink>
      ))}
    </Flex>
  );
}
