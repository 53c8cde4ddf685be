import { Box, chakra } from '@chakra-ui/react';
import { AppLink } from '../../../components/AppLink';
import { fr } from '../../../i18n/fr';

export interface Crumb {
  label: string;
  to?: string;
}

/** Spec §2.4: Accueil, Blog, the category, the title (current page, not a link). */
export function ArticleBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <chakra.nav aria-label={fr.article.breadcrumb} fontSize="sm" color="fg.muted">
      <chakra.ol display="flex" flexWrap="wrap" gap="2" listStyleType="none" alignItems="center">
        {crumbs.map((crumb, index) => (
          <chakra.li key={`${crumb.label}-${index}`} display="flex" alignItems="center" gap="2" minW="0">
            {index > 0 && (
              <Box as="span" aria-hidden="true" color="fg.subtle">
                /
              </Box>
            )}
            {crumb.to ? (
              <AppLink to={crumb.to} _hover={{ color: 'primary.fg' }}>
                {crumb.label}
              </AppLink>
            ) : (
              <chakra.span aria-current="page" color="fg" lineClamp={1}>
                {crumb.label}
              </chakra.span>
            )}
          </chakra.li>
        ))}
      </chakra.ol>
    </chakra.nav>
  );
}
