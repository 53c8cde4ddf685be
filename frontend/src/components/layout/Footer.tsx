import { useSite } from '../../features/site/use-site';
import { fr } from '../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../theme/static-styles';
import { SiteLink } from '../SiteLink';
import { LogoMark } from '../icons';

const t = fr.footer;

const linkStyle = { color: 'fg.muted', fontSize: 'sm', _hover: { color: 'primary.fg' } } as const;

const styles = defineStyles({
  footer: { mt: '20', bg: 'bg.subtle', borderTopWidth: '1px', borderColor: 'border' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr' },
    maxW: '7xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '12',
    gap: '10',
  },
  about: { display: 'flex', flexDirection: 'column', gap: '4' },
  brand: { display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'extrabold', fontSize: 'lg' },
  logoMark: { color: 'primary.fg', display: 'inline-flex' },
  tagline: { color: 'fg.muted', fontSize: 'sm', maxW: 'xs' },
  social: { display: 'flex', gap: '3', flexWrap: 'wrap', listStyleType: 'none' },
  socialLink: {
    ...linkStyle,
    px: '3',
    py: '1.5',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    display: 'inline-block',
  },
  srOnly: { srOnly: true },
  column: { display: 'flex', flexDirection: 'column', gap: '2' },
  columnTitle: {
    fontSize: 'sm',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'fg',
    mb: '1',
  },
  link: linkStyle,
  bottom: { borderTopWidth: '1px', borderColor: 'border', py: '5', px: '4', textAlign: 'center' },
  copyright: { fontSize: 'sm', color: 'fg.muted' },
});

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  const s = useStaticStyles(styles);
  return (
    <nav aria-label={title} className={s.column}>
      <h2 className={s.columnTitle}>{title}</h2>
      {children}
    </nav>
  );
}

/** The year of the copyright line. */
export function footerYear(): number {
  return new Date().getFullYear();
}

/** Spec §2.2 footer: Services, Communauté, Support, social links, tagline and the current year. */
export function Footer() {
  const s = useStaticStyles(styles);
  const { brand } = useSite();
  const year = footerYear();
  const social = [
    { href: brand.discordUrl, label: 'Discord' },
    { href: brand.twitterUrl, label: 'X (Twitter)' },
    { href: brand.youtubeUrl, label: 'YouTube' },
    { href: brand.instagramUrl, label: 'Instagram' },
  ];
  return (
    <footer className={s.footer}>
      <div className={s.grid}>
        <div className={s.about}>
          <div className={s.brand}>
            <span className={s.logoMark}>
              <LogoMark size={26} />
            </span>
            {brand.name}
          </div>
          <p className={s.tagline}>{t.tagline}</p>
          <ul aria-label={t.social} className={s.social}>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className={s.socialLink}>
                  {link.label}
                  <span className={s.srOnly}> {t.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title={t.services}>
          <a href={brand.gameServersUrl} className={s.link}>
            {t.gameServers}
          </a>
          <a href={brand.vpsUrl} className={s.link}>
            {t.vps}
          </a>
          <a href={brand.clientAreaUrl} className={s.link}>
            {t.clientArea}
          </a>
        </Column>
        <Column title={t.community}>
          <SiteLink to="/contributors" className={s.link}>
            {t.contributors}
          </SiteLink>
          <a href={`${brand.mainSiteUrl}/partenaires`} className={s.link}>
            {t.partners}
          </a>
          <a href={brand.discordUrl} className={s.link}>
            {t.discord}
          </a>
        </Column>
        <Column title={t.support}>
          <a href={`${brand.mainSiteUrl}/a-propos`} className={s.link}>
            {t.about}
          </a>
          <a href={brand.termsUrl} className={s.link}>
            {t.terms}
          </a>
          <a href={`${brand.mainSiteUrl}/partenaires`} className={s.link}>
            {t.becomePartner}
          </a>
        </Column>
      </div>
      <div className={s.bottom}>
        <p className={s.copyright}>{t.copyright(year, brand.name)}</p>
      </div>
    </footer>
  );
}
