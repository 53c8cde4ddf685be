import { useState, type FormEvent } from 'react';
import { PageHead } from '../app/page-head';
import { FormAlert } from '../components/form/FormAlert';
import { SubmitButton } from '../components/form/SubmitButton';
import { TextField } from '../components/form/TextField';
import { SiteLink } from '../components/SiteLink';
import { StrengthMeter } from '../features/auth/components/StrengthMeter';
import { useRegister } from '../features/auth/hooks/use-register';
import { EMPTY_REGISTRATION, type RegistrationForm } from '../features/auth/registration';
import { useSite } from '../features/site/use-site';
import { frAuth } from '../i18n/fr-auth';
import { cx, defineStyles, useStaticStyles } from '../theme/static-styles';

const t = frAuth.register;

const styles = defineStyles({
  page: { display: 'flex', justifyContent: 'center', px: '4', py: { base: '10', md: '16' } },
  card: {
    w: 'full',
    maxW: '2xl',
    bg: 'bg.panel',
    rounded: '2xl',
    borderWidth: '1px',
    borderColor: 'border',
    p: { base: '6', md: '8' },
  },
  title: { fontSize: '2xl', fontWeight: 'extrabold', mb: '1' },
  subtitle: { color: 'fg.muted', fontSize: 'sm', mb: '6' },
  // A Chakra stack: it keeps the `chakra-stack` class it gave.
  fields: { display: 'flex', flexDirection: 'column', gap: '4' },
  halves: { display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' },
  cityRow: { display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' }, gap: '4' },
  terms: { display: 'flex', alignItems: 'center', gap: '3', fontSize: 'sm', cursor: 'pointer' },
  checkbox: { w: '5', h: '5', accentColor: 'var(--color-primary, #FACC15)' },
  termsLink: { color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' },
  srOnly: { srOnly: true },
  login: { mt: '6', fontSize: 'sm', textAlign: 'center', color: 'fg.muted' },
  loginLink: { color: 'primary.fg', fontWeight: 'semibold' },
});

/** Spec §2.7: contributor registration (a WHMCS customer account), with the strength meter. */
export default function RegisterPage() {
  const s = useStaticStyles(styles);
  const { brand } = useSite();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const { submit, busy, error, attempt } = useRegister();
  const field = (key: Exclude<keyof RegistrationForm, 'terms'>) => ({
    name: key,
    value: form[key],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form);
  };
  return (
    <div className={s.page}>
      <PageHead title={t.pageTitle(brand.name)} path="/register" noindex />
      <div className={s.card}>
        <h1 className={s.title}>{t.title}</h1>
        <p className={s.subtitle}>{t.subtitle(brand.name)}</p>
        {/* Validation is the spec's, in its order and words, so the browser's own bubbles are off. */}
        <form onSubmit={onSubmit} noValidate>
          <div className={cx('chakra-stack', s.fields)}>
            <FormAlert message={error} attempt={attempt} />
            <div className={s.halves}>
              <TextField label={t.firstname} autoComplete="given-name" {...field('firstname')} />
              <TextField label={t.lastname} autoComplete="family-name" {...field('lastname')} />
            </div>
            <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
            <div className={s.halves}>
              <div>
                <TextField label={t.password} type="password" autoComplete="new-password" {...field('password')} />
                <StrengthMeter password={form.password} />
              </div>
              <TextField label={t.passwordConfirm} type="password" autoComplete="new-password" {...field('passwordConfirm')} />
            </div>
            <TextField label={t.address1} autoComplete="address-line1" {...field('address1')} />
            <div className={s.cityRow}>
              <TextField label={t.city} autoComplete="address-level2" {...field('city')} />
              <TextField label={t.postcode} autoComplete="postal-code" {...field('postcode')} />
            </div>
            <TextField label={t.phonenumber} type="tel" autoComplete="tel" {...field('phonenumber')} />
            <label className={s.terms}>
              <input
                type="checkbox"
                name="terms"
                checked={form.terms}
                onChange={(e) => setForm((f) => ({ ...f, terms: e.target.checked }))}
                className={s.checkbox}
              />
              <span>
                {t.termsBefore}
                <a href={brand.termsUrl} target="_blank" rel="noopener" data-testid="terms-link" className={s.termsLink}>
                  {t.termsLink}
                  <span className={s.srOnly}> {t.newTab}</span>
                </a>
              </span>
            </label>
            <SubmitButton busy={busy}>{busy ? t.submitting : t.submit}</SubmitButton>
          </div>
        </form>
        <p className={s.login}>
          {t.hasAccount}{' '}
          <SiteLink to="/login" className={s.loginLink}>
            {t.login}
          </SiteLink>
        </p>
      </div>
    </div>
  );
}
