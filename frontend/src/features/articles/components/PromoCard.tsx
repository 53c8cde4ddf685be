import type { OfferCard } from '../../../api/models';
import { BoltIcon, ServerIcon } from '../../../components/icons';
import { fr } from '../../../i18n/fr';
import { formatMoney } from '../../../lib/format';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

const styles = defineStyles({
  card: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { md: 'center' },
    gap: '5',
    p: { base: '5', md: '6' },
    rounded: 'xl',
    borderWidth: '1px',
    borderColor: 'primary.muted',
    bg: 'linear-gradient(120deg, color-mix(in srgb, var(--color-primary, #FACC15) 12%, var(--color-surface, #23262F)), var(--color-secondary, #1E2530))',
  },
  icon: { color: 'primary.fg', flexShrink: 0 },
  copy: { flex: '1' },
  title: { fontWeight: 'extrabold', fontSize: 'lg', mb: '1' },
  text: { color: 'fg.muted', fontSize: 'sm' },
  features: { display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0', mb: '2' },
  feature: { fontSize: 'xs', px: '2', py: '0.5', rounded: 'md', bg: 'bg.subtle', color: 'fg.muted' },
  price: { fontWeight: 'bold', fontSize: 'md', color: 'primary.fg' },
  cta: {
    flexShrink: 0,
    px: '5',
    py: '2.5',
    rounded: 'lg',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
    fontSize: 'sm',
    textAlign: 'center',
    _hover: { opacity: 0.9 },
  },
});

/** The provider's offers, between the article's parts (spec §2.4). */
export function PromoCard({
  title,
  text,
  cta,
  href,
  variant,
}: {
  title: string;
  text: string;
  cta: string;
  href: string;
  variant: 'game' | 'vps';
}) {
  const s = useStaticStyles(styles);
  return (
    <aside aria-label={title} className={s.card}>
      <div className={s.icon}>{variant === 'game' ? <ServerIcon size={40} /> : <BoltIcon size={40} />}</div>
      <div className={s.copy}>
        <p className={s.title}>{title}</p>
        <p className={s.text}>{text}</p>
      </div>
      <a href={href} className={s.cta}>
        {cta}
      </a>
    </aside>
  );
}

/** The order link of a plan, counted for the article it was clicked in (0: a page that is no article). */
export function orderHref(offer: OfferCard, articleId: number | null): string {
  return articleId ? `${offer.order_path}?a=${articleId}` : offer.order_path;
}

/** A real plan from the synced WHMCS catalogue: name, key features, price per month and « Commander ». */
export function OfferPromoCard({ offer, articleId }: { offer: OfferCard; articleId: number | null }) {
  const s = useStaticStyles(styles);
  const price = fr.article.offerFrom(formatMoney(offer.monthly_cents / 100));
  return (
    <aside aria-label={offer.name} className={s.card} data-offer={offer.pid}>
      <div className={s.icon}>{offer.kind === 'game' ? <ServerIcon size={40} /> : <BoltIcon size={40} />}</div>
      <div className={s.copy}>
        <p className={s.title}>{offer.name}</p>
        {offer.features.length > 0 && (
          <ul className={s.features}>
            {offer.features.map((feature) => (
              <li key={feature} className={s.feature}>
                {feature}
              </li>
            ))}
          </ul>
        )}
        <p className={s.price}>{price}</p>
      </div>
      <a href={orderHref(offer, articleId)} className={s.cta} rel="nofollow">
        {fr.article.offerOrder}
      </a>
    </aside>
  );
}
