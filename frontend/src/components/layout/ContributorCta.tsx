import { useReward } from '../../features/site/use-settings';
import { fr } from '../../i18n/fr';
import { formatAmount } from '../../lib/format';
import { defineStyles, useStaticStyles } from '../../theme/static-styles';
import { SiteLink } from '../SiteLink';
import { CheckIcon, PenIcon } from '../icons';

const t = fr.cta;

const styles = defineStyles({
  card: {
    position: 'relative',
    overflow: 'hidden',
    rounded: '2xl',
    p: { base: '6', md: '8' },
    bg: 'linear-gradient(135deg, color-mix(in srgb, var(--color-primary, #FACC15) 16%, var(--color-surface, #23262F)) 0%, var(--color-surface, #23262F) 60%)',
    borderWidth: '1px',
    borderColor: 'primary.muted',
  },
  heading: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', mb: '3' },
  icon: { color: 'primary.fg', display: 'inline-flex' },
  title: { fontSize: 'xl', fontWeight: 'extrabold' },
  badge: {
    px: '3',
    py: '1',
    rounded: 'full',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontSize: 'sm',
    fontWeight: 'bold',
  },
  text: { color: 'fg.muted', mb: '4' },
  perks: { display: 'flex', flexDirection: 'column', gap: '1.5', mb: '6', listStyleType: 'none' },
  perk: { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' },
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '5',
    py: '3',
    rounded: 'lg',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
    _hover: { opacity: 0.9 },
  },
});

/** Spec §2.2 call-to-action card; hidden until the reward setting has loaded. */
export function ContributorCta() {
  const s = useStaticStyles(styles);
  const reward = useReward();
  if (reward === null) return null;
  return (
    <aside aria-labelledby="cta-title" className={s.card}>
      <div className={s.heading}>
        <div className={s.icon}>
          <PenIcon size={26} />
        </div>
        <h2 id="cta-title" className={s.title}>
          {t.title}
        </h2>
        <span data-testid="cta-badge" className={s.badge}>
          {t.badge(formatAmount(reward.amount, reward.currency))}
        </span>
      </div>
      <p className={s.text}>{t.text}</p>
      <ul className={s.perks}>
        {t.perks.map((perk) => (
          <li key={perk} className={s.perk}>
            <div className={s.icon}>
              <CheckIcon size={16} />
            </div>
            {perk}
          </li>
        ))}
      </ul>
      <SiteLink to="/contributor/login" className={s.button}>
        {t.button}
      </SiteLink>
    </aside>
  );
}
