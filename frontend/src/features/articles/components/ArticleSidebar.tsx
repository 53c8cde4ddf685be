import type { ArticleListItem, Brand, OfferCard } from '../../../api/models';
import { Reused } from '../../../app/reused-markup';
import { SiteLink } from '../../../components/SiteLink';
import { ChatIcon, CheckIcon } from '../../../components/icons';
import { RECENT_LIST_ATTRIBUTE } from '../../../app/ssr-data';
import { fr } from '../../../i18n/fr';
import { formatLongDate, formatMoney } from '../../../lib/format';
import { orderHref } from './PromoCard';
import { cx, defineStyles, useStaticStyles } from '../../../theme/static-styles';

const t = fr.article;

const styles = defineStyles({
  // The sidebar and its lists were Chakra stacks: they keep the `chakra-stack` class it gave them.
  sidebar: { display: 'flex', flexDirection: 'column', gap: '6', position: { lg: 'sticky' }, top: { lg: '24' } },
  panel: { p: '5', bg: 'bg.panel', rounded: 'xl', borderWidth: '1px', borderColor: 'border' },
  panelTitle: { fontWeight: 'extrabold', fontSize: 'md', mb: '4' },
  recentList: { display: 'flex', flexDirection: 'column', gap: '4', listStyleType: 'none' },
  recentLink: { display: 'block', fontWeight: 'semibold', fontSize: 'sm', _hover: { color: 'primary.fg' } },
  recentDate: { fontSize: 'xs', color: 'fg.muted', mt: '1' },
  whyList: { display: 'flex', flexDirection: 'column', gap: '2.5', listStyleType: 'none', mb: '5' },
  whyItem: { display: 'flex', alignItems: 'flex-start', gap: '2', fontSize: 'sm' },
  whyCheck: { color: 'primary.fg', mt: '0.5', flexShrink: 0 },
  discover: {
    display: 'block',
    textAlign: 'center',
    py: '2.5',
    rounded: 'lg',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
    fontSize: 'sm',
  },
  communityText: { fontSize: 'sm', color: 'fg.muted', mb: '4' },
  offerName: { fontWeight: 'bold', fontSize: 'md' },
  offerFeatures: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    my: '3',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  offerPrice: { fontWeight: 'extrabold', fontSize: 'lg', mb: '4' },
  discord: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    py: '2.5',
    rounded: 'lg',
    bg: '#4752C4',
    color: 'white',
    fontWeight: 'bold',
    fontSize: 'sm',
  },
});

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const s = useStaticStyles(styles);
  return (
    <section aria-label={title} className={s.panel}>
      <h2 className={s.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A plan of the synced catalogue, kept in view while the article is read. */
function OfferPanel({ offer, articleId }: { offer: OfferCard; articleId: number }) {
  const s = useStaticStyles(styles);
  return (
    <Panel title={t.sidebarOfferTitle}>
      <div data-offer={offer.pid}>
        <p className={s.offerName}>{offer.name}</p>
        {offer.features.length > 0 && (
          <ul className={s.offerFeatures}>
            {offer.features.slice(0, 3).map((feature) => (
              <li key={feature} className={s.whyItem}>
                <div className={s.whyCheck}>
                  <CheckIcon size={14} />
                </div>
                {feature}
              </li>
            ))}
          </ul>
        )}
        <p className={s.offerPrice}>{t.offerFrom(formatMoney(offer.monthly_cents / 100))}</p>
        <a href={orderHref(offer, articleId)} className={s.discover} rel="nofollow">
          {t.offerOrder}
        </a>
      </div>
    </Panel>
  );
}

/** Recent articles, the plan of the article's game, why-the-provider and community cards (spec §2.4). */
export function ArticleSidebar({
  recent,
  currentSlug,
  brand,
  offer,
  articleId,
}: {
  recent: ArticleListItem[];
  currentSlug: string;
  brand: Brand;
  /** The sidebar's plan (none while the catalogue is empty). */
  offer?: OfferCard;
  articleId: number;
}) {
  const s = useStaticStyles(styles);
  const others = recent.filter((a) => a.slug !== currentSlug).slice(0, 5);
  return (
    <aside className={cx('chakra-stack', s.sidebar)}>
      {others.length > 0 && (
        <Panel title={t.recent}>
          <ul className={cx('chakra-stack', s.recentList)} {...{ [RECENT_LIST_ATTRIBUTE]: '' }}>
            {others.map((article) => (
              <li key={article.id}>
                <SiteLink to={`/article/${article.slug}`} className={s.recentLink}>
                  {article.title}
                </SiteLink>
                <p className={s.recentDate}>{formatLongDate(article.published_at ?? article.created_at)}</p>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {offer && <OfferPanel offer={offer} articleId={articleId} />}
      <Reused part="sidebar-why">
        <Panel title={t.whyTitle(brand.name)}>
          <ul className={cx('chakra-stack', s.whyList)}>
            {t.whyItems.map((item) => (
              <li key={item} className={s.whyItem}>
                <div className={s.whyCheck}>
                  <CheckIcon size={16} />
                </div>
                {item}
              </li>
            ))}
          </ul>
          <a href={brand.mainSiteUrl} className={s.discover}>
            {t.discover}
          </a>
        </Panel>
      </Reused>
      <Reused part="sidebar-community">
        <Panel title={t.communityTitle}>
          <p className={s.communityText}>{t.communityText}</p>
          <a href={brand.discordUrl} className={s.discord}>
            <ChatIcon size={16} /> {t.joinDiscord}
          </a>
        </Panel>
      </Reused>
    </aside>
  );
}
