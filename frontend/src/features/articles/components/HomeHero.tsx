import { ChatIcon, RssIcon } from '../../../components/icons';
import { fr } from '../../../i18n/fr';
import { NewsletterForm } from '../../newsletter/NewsletterForm';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

const t = fr.home;

const styles = defineStyles({
  hero: {
    position: 'relative',
    overflow: 'hidden',
    borderBottomWidth: '1px',
    borderColor: 'border',
    bg: 'radial-gradient(ellipse at top left, color-mix(in srgb, var(--color-primary, #FACC15) 14%, transparent) 0%, transparent 55%), linear-gradient(180deg, var(--color-secondary, #1E2530) 0%, var(--color-background, #0F1419) 100%)',
  },
  inner: {
    display: 'flex',
    flexDirection: { base: 'column', lg: 'row' },
    alignItems: { lg: 'center' },
    maxW: '7xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '12', md: '20' },
    gap: '10',
  },
  intro: { flex: '3' },
  blogName: {
    color: 'primary.fg',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: 'widest',
    fontSize: 'sm',
    mb: '3',
  },
  title: { fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: '1.1', mb: '4' },
  text: { color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '2xl' },
  newsletter: { flex: '2', bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', rounded: '2xl', p: '6' },
  newsletterTitle: { fontWeight: 'bold', fontSize: 'lg', mb: '2' },
  newsletterText: { color: 'fg.muted', fontSize: 'sm', mb: '4' },
  actions: { display: 'flex', gap: '3', flexWrap: 'wrap', mt: '4' },
  rss: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    py: '2.5',
    rounded: 'lg',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
    fontSize: 'sm',
  },
  discord: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    py: '2.5',
    rounded: 'lg',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    fontWeight: 'semibold',
    fontSize: 'sm',
    _hover: { borderColor: 'primary.solid' },
  },
});

/** Page title, hero and the newsletter-like block of spec §2.3. */
export function HomeHero({
  brandName,
  discordUrl,
  categoryName,
  source,
}: {
  brandName: string;
  discordUrl: string;
  categoryName: string | null;
  /** The page's app path, kept with the subscription as the proof of consent's source. */
  source: string;
}) {
  const s = useStaticStyles(styles);
  return (
    <section aria-labelledby="page-title" className={s.hero}>
      <div className={s.inner}>
        <div className={s.intro}>
          <p className={s.blogName}>{fr.site.blogName(brandName)}</p>
          <h1 id="page-title" className={s.title}>
            {categoryName ? t.categoryTitle(categoryName) : t.heroTitle}
          </h1>
          <p className={s.text}>{t.heroText(brandName)}</p>
        </div>
        <div className={s.newsletter}>
          <h2 className={s.newsletterTitle}>{t.newsletterTitle}</h2>
          <p className={s.newsletterText}>{t.newsletterText}</p>
          <NewsletterForm source={source} />
          <div className={s.actions}>
            <a href="/blog/rss.xml" className={s.rss}>
              <RssIcon size={16} /> {t.rss}
            </a>
            <a href={discordUrl} className={s.discord}>
              <ChatIcon size={16} /> {t.joinDiscord}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
