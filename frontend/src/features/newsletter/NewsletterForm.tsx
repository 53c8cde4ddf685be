import { type FormEvent, useState } from 'react';
import { API_BASE } from '../../api/keys';
import { fr } from '../../i18n/fr';
import { cx, defineStyles, useStaticStyles } from '../../theme/static-styles';

const t = fr.newsletter;

/** Where the form posts: answered with a French page without JavaScript (`from=page`), with JSON with it. */
export const SUBSCRIBE_ACTION = `${API_BASE}/newsletter/subscriptions`;
/** The privacy text the consent sentence links to (on the newsletter page). */
export const PRIVACY_HREF = '/blog/newsletter#donnees';

const styles = defineStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '3' },
  label: { fontSize: 'sm', fontWeight: 'semibold' },
  row: { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'flex-end' },
  field: { flex: '1', minW: '12rem', display: 'flex', flexDirection: 'column', gap: '1' },
  input: {
    h: '10',
    px: '3',
    rounded: 'md',
    bg: 'bg',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
  },
  submit: {
    h: '10',
    px: '4',
    rounded: 'lg',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'bold',
    fontSize: 'sm',
    cursor: 'pointer',
    _disabled: { opacity: 0.6, cursor: 'wait' },
  },
  fieldset: { display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', fontSize: 'sm', border: '0', p: '0', m: '0' },
  legend: { fontSize: 'sm', fontWeight: 'semibold', mb: '1', w: 'full' },
  choice: { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
  consent: { fontSize: 'xs', color: 'fg.muted' },
  link: { color: 'primary.fg', textDecoration: 'underline' },
  done: { fontSize: 'sm', p: '3', rounded: 'md', bg: 'bg.muted', borderWidth: '1px', borderColor: 'primary.muted' },
  error: { fontSize: 'sm', color: 'red.300' },
});

export interface NewsletterCategory {
  id: number;
  name: string;
}

/**
 * The subscription form: address, frequency, categories when given (none ticked: all), the consent
 * sentence. A plain form POST without JavaScript; with it, the same request as JSON and the answer
 * shown in place.
 */
export function NewsletterForm({ source, categories }: { source: string; categories?: NewsletterCategory[] }) {
  const s = useStaticStyles(styles);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string }>({
    kind: 'idle',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      email: String(data.get('email') ?? ''),
      frequency: String(data.get('frequency') ?? 'each'),
      categories: data.getAll('categories').map(Number),
      source,
    };
    setState({ kind: 'sending' });
    fetch(SUBSCRIBE_ACTION, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        const answer = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
        if (res.ok && answer?.message) setState({ kind: 'done', message: answer.message });
        else setState({ kind: 'error', message: answer?.error ?? t.failed });
      })
      .catch(() => setState({ kind: 'error', message: t.failed }));
  };

  if (state.kind === 'done') {
    return (
      <p role="status" className={s.done}>
        {state.message}
      </p>
    );
  }
  return (
    <form method="post" action={SUBSCRIBE_ACTION} onSubmit={submit} className={s.form} data-newsletter-form="">
      <input type="hidden" name="from" value="page" />
      <input type="hidden" name="source" value={source} />
      <div className={s.row}>
        {/* The label wraps its field: no id to keep in step between the server's render and the browser's. */}
        <label className={s.field}>
          <span className={s.label}>{t.email}</span>
          <input
            className={s.input}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder={t.emailPlaceholder}
          />
        </label>
        <button type="submit" className={s.submit} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t.sending : t.submit}
        </button>
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t.frequency}</legend>
        <label className={s.choice}>
          <input type="radio" name="frequency" value="each" defaultChecked /> {t.each}
        </label>
        <label className={s.choice}>
          <input type="radio" name="frequency" value="weekly" /> {t.weekly}
        </label>
      </fieldset>
      {categories && categories.length > 0 && (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t.categories}</legend>
          {categories.map((category) => (
            <label key={category.id} className={s.choice}>
              <input type="checkbox" name="categories" value={category.id} /> {category.name}
            </label>
          ))}
        </fieldset>
      )}
      <p className={s.consent}>
        {t.consent}{' '}
        <a href={PRIVACY_HREF} className={cx(s.link)}>
          {t.privacyLink}
        </a>
      </p>
      {state.kind === 'error' && (
        <p role="alert" className={s.error}>
          {state.message}
        </p>
      )}
    </form>
  );
}
