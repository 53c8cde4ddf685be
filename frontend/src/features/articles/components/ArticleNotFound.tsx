import { PageHead } from '../../../app/page-head';
import { SiteLink } from '../../../components/SiteLink';
import { ArrowLeftIcon } from '../../../components/icons';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

const styles = defineStyles({
  screen: { maxW: '2xl', mx: 'auto', px: '6', py: { base: '16', md: '24' }, textAlign: 'center' },
  code: { fontSize: '7xl', fontWeight: 'black', color: 'primary.fg', lineHeight: '1', mb: '4' },
  title: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', mb: '3' },
  text: { color: 'fg.muted', mb: '8' },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '5',
    py: '3',
    rounded: 'lg',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
  },
});

/** A not-found screen; rendered by the server with HTTP 404. */
export function NotFoundScreen({
  title,
  text,
  back,
  headTitle,
}: {
  title: string;
  text: string;
  back: string;
  headTitle: string;
}) {
  const s = useStaticStyles(styles);
  return (
    <div className={s.screen}>
      <PageHead title={headTitle} noindex status={404} />
      <p aria-hidden="true" className={s.code}>
        404
      </p>
      <h1 className={s.title}>{title}</h1>
      <p className={s.text}>{text}</p>
      <SiteLink to="/" className={s.back}>
        <ArrowLeftIcon size={18} /> {back}
      </SiteLink>
    </div>
  );
}
