import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageHead } from '../app/page-head';
import { FormAlert } from '../components/form/FormAlert';
import { SubmitButton } from '../components/form/SubmitButton';
import { TextField } from '../components/form/TextField';
import { SiteLink } from '../components/SiteLink';
import { AuthTabs } from '../features/auth/components/AuthTabs';
import { useSignIn, type SignInKind } from '../features/auth/hooks/use-sign-in';
import { useSite } from '../features/site/use-site';
import { frAuth } from '../i18n/fr-auth';
import { safeReturnPath, tabForReturnPath } from '../features/auth/return-path';
import { useSession } from '../session/use-session';
import { cx, defineStyles, useStaticStyles } from '../theme/static-styles';

const t = frAuth.login;

const styles = defineStyles({
  page: { display: 'flex', justifyContent: 'center', px: '4', py: { base: '10', md: '16' } },
  card: {
    w: 'full',
    maxW: 'md',
    bg: 'bg.panel',
    rounded: '2xl',
    borderWidth: '1px',
    borderColor: 'border',
    p: { base: '6', md: '8' },
    shadow: '0 24px 60px rgba(0,0,0,0.35)',
  },
  title: { fontSize: '2xl', fontWeight: 'extrabold', mb: '1' },
  subtitle: { color: 'fg.muted', fontSize: 'sm', mb: '6' },
  panel: { mt: '6' },
  // The form's fields and the links below were Chakra stacks: they keep the `chakra-stack` class it gave them.
  fields: { display: 'flex', flexDirection: 'column', gap: '4' },
  hint: { fontSize: 'sm', color: 'fg.muted' },
  links: { display: 'flex', flexDirection: 'column', gap: '2', mt: '6', fontSize: 'sm', textAlign: 'center', color: 'fg.muted' },
  register: { color: 'primary.fg', fontWeight: 'semibold' },
  quiet: { _hover: { color: 'fg' } },
});

/** Spec §2.6: the same screen for /login, /admin/login and /contributor/login. */
export default function LoginPage() {
  const s = useStaticStyles(styles);
  const { brand } = useSite();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const [kind, setKind] = useState<SignInKind>(() => tabForReturnPath(next) ?? 'client');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localPassword, setLocalPassword] = useState('');
  const { signIn, busy, error, needsLocalPassword, clearError } = useSignIn(next);
  const session = useSession();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(kind, email.trim(), password, needsLocalPassword ? localPassword : undefined);
  };

  // Already signed in (read after hydration): their space, not a second sign-in.
  if (session.ready && session.isAuthenticated) return <Navigate to={next ?? '/admin'} replace />;

  return (
    <div className={s.page}>
      <PageHead title={t.pageTitle(brand.name)} path="/login" noindex />
      <div className={s.card}>
        <h1 className={s.title}>{t.title}</h1>
        <p className={s.subtitle}>{t.subtitle}</p>
        <AuthTabs
          idPrefix="login"
          label={t.tabsLabel}
          value={kind}
          onChange={(key) => {
            setKind(key);
            clearError();
          }}
          items={[
            { key: 'client', label: t.clientTab(brand.name) },
            { key: 'staff', label: t.staffTab },
          ]}
        />
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${kind}`} className={s.panel}>
          <form onSubmit={onSubmit} noValidate={false}>
            <div className={cx('chakra-stack', s.fields)}>
              <p className={s.hint}>{kind === 'client' ? t.clientHint(brand.name) : t.staffHint}</p>
              <FormAlert message={error} />
              {kind === 'client' && error && !needsLocalPassword && <p className={s.hint}>{t.staffOnClientTab}</p>}
              <TextField
                label={t.email}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextField
                label={t.password}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {kind === 'client' && needsLocalPassword && (
                <TextField
                  label={t.localPassword}
                  hint={t.localPasswordHint}
                  type="password"
                  name="local_password"
                  autoComplete="off"
                  required
                  value={localPassword}
                  onChange={(e) => setLocalPassword(e.target.value)}
                />
              )}
              <SubmitButton busy={busy}>{busy ? t.submitting : t.submit}</SubmitButton>
            </div>
          </form>
        </div>
        <div className={cx('chakra-stack', s.links)}>
          <p>
            {t.noAccount}{' '}
            <SiteLink to="/register" className={s.register}>
              {t.register}
            </SiteLink>
          </p>
          <a href={brand.supportUrl} className={s.quiet}>
            {t.support}
          </a>
          <SiteLink to="/" className={s.quiet}>
            {t.backToBlog}
          </SiteLink>
        </div>
      </div>
    </div>
  );
}
