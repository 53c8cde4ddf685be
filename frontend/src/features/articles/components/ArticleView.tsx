import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { ArticleDetail, ArticleListItem } from '../../../api/models';
import { PageHead } from '../../../app/page-head';
import { CalendarIcon, ClockIcon, EyeIcon } from '../../../components/icons';
import { ContributorCta } from '../../../components/layout/ContributorCta';
import { useSite } from '../../site/use-site';
import { fr } from '../../../i18n/fr';
import { formatInteger, formatLongDate } from '../../../lib/format';
import { articleJsonLd } from '../structured-data';
import { ArticleBody } from './ArticleBody';
import { ArticleBreadcrumb } from './ArticleBreadcrumb';
import { ArticleSidebar } from './ArticleSidebar';
import { AuthorCard } from './AuthorCard';
import { CategoryBadge } from './CategoryBadge';
import { PromoCard } from './PromoCard';
import { ResponsiveImage } from './ResponsiveImage';

const t = fr.article;

/** The article page of spec §2.4, from the detail answer and the recent list. */
export function ArticleView({ article, recent }: { article: ArticleDetail; recent: ArticleListItem[] }) {
  const { brand, publicUrl } = useSite();
  const date = article.published_at ?? article.created_at;
  const crumbs = [
    { label: t.home, to: '/' },
    { label: t.blog, to: '/' },
    ...(article.category_name && article.category_slug
      ? [{ label: article.category_name, to: `/category/${article.category_slug}` }]
      : []),
    { label: article.title },
  ];
  return (
    <>
      <PageHead
        title={article.meta_title || article.title}
        description={article.meta_description || article.short_description}
        keywords={article.meta_keywords}
        path={`/article/${article.slug}`}
        image={article.featured_image}
        type="article"
        publishedTime={article.published_at}
        modifiedTime={article.updated_at}
        author={article.author_name}
        section={article.category_name}
        jsonLd={articleJsonLd(article, brand, publicUrl)}
      />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <ArticleBreadcrumb crumbs={crumbs} />
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="10" mt="6">
          <Stack as="article" gap="8" minW="0">
            <Stack as="header" gap="4">
              {article.category_name && (
                <Box>
                  <CategoryBadge name={article.category_name} color={article.category_color} />
                </Box>
              )}
              <Text as="h1" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="extrabold" lineHeight="1.1">
                {article.title}
              </Text>
              {article.short_description && (
                <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
                  {article.short_description}
                </Text>
              )}
              <Flex gap="5" flexWrap="wrap" color="fg.muted" fontSize="sm">
                <Flex align="center" gap="1.5">
                  <CalendarIcon size={16} />
                  <time dateTime={date}>{formatLongDate(date)}</time>
                </Flex>
                <Flex align="center" gap="1.5">
                  <ClockIcon size={16} />
                  {t.readingTime(article.reading_time)}
                </Flex>
                <Flex align="center" gap="1.5">
                  <EyeIcon size={16} />
                  {t.views(article.views, formatInteger(article.views))}
                </Flex>
              </Flex>
            </Stack>
            <AuthorCard article={article} />
            {article.featured_image && (
              <Box
                rounded="2xl"
                overflow="hidden"
                borderWidth="1px"
                borderColor="border"
                bg="bg.subtle"
                aspectRatio="1200 / 630"
                maxH="600px"
              >
                <ResponsiveImage
                  src={article.featured_image}
                  alt={article.title}
                  sizes="(min-width: 1280px) 880px, 100vw"
                  priority
                />
              </Box>
            )}
            <PromoCard
              variant="game"
              title={t.promoGameTitle}
              text={t.promoGameText}
              cta={t.promoGameCta}
              href={brand.gameServersUrl}
            />
            <ArticleBody html={article.content} />
            <PromoCard variant="vps" title={t.promoVpsTitle} text={t.promoVpsText} cta={t.promoVpsCta} href={brand.vpsUrl} />
            <ContributorCta />
          </Stack>
          <ArticleSidebar recent={recent} currentSlug={article.slug} brand={brand} />
        </Grid>
      </Box>
    </>
  );
}
