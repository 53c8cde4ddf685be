import { BoltIcon, ServerIcon } from '../../../components/icons';
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
