import { PageHead } from '../app/page-head';
import { useCategories } from '../features/articles/hooks/use-articles';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import { useSite } from '../features/site/use-site';
import { fr } from '../i18n/fr';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

const t = fr.newsletter;

const styles = defineStyles({
  main: { maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10', display: 'flex', flexDirection: 'column', gap: '8' },
  title: { fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold' },
  intro: { color: 'fg.muted', mt: '2' },
  panel: { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', rounded: '2xl', p: '6' },
  privacyTitle: { fontWeight: 'bold', fontSize: 'xl', mb: '3' },
  privacy: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    color: 'fg.muted',
    fontSize: 'sm',
    pl: '5',
    listStyleType: 'disc',
  },
});

/** `/newsletter`: the subscription form with the categories, and the privacy text the consent sentence links to. */
export default function NewsletterPage() {
  const s = useStaticStyles(styles);
  const { brand } = useSite();
  const categories = useCategories().data?.categories ?? [];
  return (
    <div className={s.main}>
      <PageHead title={t.pageTitle(brand.name)} description={t.description(brand.name)} path="/newsletter" />
      <header>
        <h1 className={s.title}>{t.title}</h1>
        <p className={s.intro}>{t.intro}</p>
      </header>
      <div className={s.panel}>
        <NewsletterForm source="/newsletter" categories={categories.map(({ id, name }) => ({ id, name }))} />
      </div>
      <section id="donnees" aria-labelledby="donnees-title">
        <h2 id="donnees-title" className={s.privacyTitle}>
          {t.privacyTitle}
        </h2>
        <ul className={s.privacy}>
          {t.privacy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
