import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { PageHead } from '../app/page-head';
import { AppLink } from '../components/AppLink';
import { HydrationUnit } from '../components/HydrationUnit';
import { ContributorCta } from '../components/layout/ContributorCta';
import { PageSpinner } from '../components/PageSpinner';
import { ArticleCard } from '../features/articles/components/ArticleCard';
import { CategoryFilter } from '../features/articles/components/CategoryFilter';
import { HomeHero } from '../features/articles/components/HomeHero';
import { useArticles, useCategories } from '../features/articles/hooks/use-articles';
import { useSite } from '../features/site/use-site';
import { fr } from '../i18n/fr';

const t = fr.home;

/** Spec §2.3: the list, optionally filtered by the route's category slug. */
export default function HomePage() {
  const { categorySlug = null } = useParams();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { brand } = useSite();
  const categories = useCategories();
  const articles = useArticles(categorySlug, page);
  const list = categories.data?.categories ?? [];
  const category = categorySlug ? list.find((c) => c.slug === categorySlug) : undefined;
  const pagination = articles.data?.pagination;
  const basePath = categorySlug ? `/category/${categorySlug}` : '/';

  return (
    <>
      <PageHead
        title={category ? t.categoryPageTitle(category.name, brand.name) : t.homeHeadTitle(brand.name)}
        description={
          category ? (category.description ?? t.categoryDescription(category.name, brand.name)) : t.homeDescription(brand.name)
        }
        keywords={category ? `${category.name}, ${t.homeKeywords}` : t.homeKeywords}
        path={page > 1 ? `${basePath}?page=${page}` : basePath}
        jsonLd={[{ '@context': 'https://schema.org', '@type': 'Blog', name: fr.site.blogName(brand.name), inLanguage: 'fr-FR' }]}
      />
      <HydrationUnit>
        <HomeHero brandName={brand.name} discordUrl={brand.discordUrl} categoryName={category?.name ?? null} />
      </HydrationUnit>
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
        <Flex direction="column" gap="6">
          <HydrationUnit>
            <CategoryFilter categories={list} active={categorySlug} />
          </HydrationUnit>
          <Text as="h2" fontSize="2xl" fontWeight="extrabold">
            {category ? category.name : t.listTitle}
          </Text>
          {articles.error && !articles.data ? (
            <Text role="alert" color="red.300" py="10" textAlign="center">
              {t.loadError}
            </Text>
          ) : !articles.data ? (
            <PageSpinner label={t.loading} />
          ) : articles.data.articles.length === 0 ? (
            <Text py="16" textAlign="center" color="fg.muted" fontSize="lg">
              {t.empty}
            </Text>
          ) : (
            <Grid
              as="section"
              aria-label={t.listTitle}
              templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
              gap="6"
              data-testid="article-grid"
            >
              {articles.data.articles.map((article, index) => (
                <HydrationUnit key={article.id}>
                  <ArticleCard article={article} eager={index < 3} />
                </HydrationUnit>
              ))}
            </Grid>
          )}
          {pagination && pagination.total_pages > 1 && (
            <Flex as="nav" aria-label={t.pageOf(page, pagination.total_pages)} justify="center" align="center" gap="4" pt="4">
              {page > 1 && (
                <AppLink
                  to={page === 2 ? basePath : `${basePath}?page=${page - 1}`}
                  px="4"
                  py="2"
                  rounded="md"
                  borderWidth="1px"
                  borderColor="border.emphasized"
                >
                  {t.previous}
                </AppLink>
              )}
              <Text color="fg.muted" fontSize="sm">
                {t.pageOf(page, pagination.total_pages)}
              </Text>
              {page < pagination.total_pages && (
                <AppLink
                  to={`${basePath}?page=${page + 1}`}
                  px="4"
                  py="2"
                  rounded="md"
                  borderWidth="1px"
                  borderColor="border.emphasized"
                >
                  {t.next}
                </AppLink>
              )}
            </Flex>
          )}
          <Box pt="10">
            <HydrationUnit>
              <ContributorCta />
            </HydrationUnit>
          </Box>
        </Flex>
      </Box>
    </>
  );
}
