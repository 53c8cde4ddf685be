import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../api/keys';
import type { PublicLocation } from '../../app/public-route';
import { frSuggest as t } from '../../i18n/fr-suggest';
import { goTo } from '../SiteLink';

const LISTBOX_ID = 'site-search-suggestions';
/** Quiet time after a key before suggestions are asked. */
const DEBOUNCE_MS = 200;
const MIN_QUERY_LENGTH = 2;

interface Suggestion {
  id: string;
  kind: string;
  label: string;
  path: string;
}

interface SuggestAnswer {
  articles: { slug: string; title: string }[];
  categories: { slug: string; name: string }[];
  authors: { username: string; name: string }[];
}

function suggestionsOf(answer: SuggestAnswer): Suggestion[] {
  return [
    ...answer.articles.map((a) => ({ id: `a-${a.slug}`, kind: t.article, label: a.title, path: `/article/${a.slug}` })),
    ...answer.categories.map((c) => ({ id: `c-${c.slug}`, kind: t.category, label: c.name, path: `/category/${c.slug}` })),
    ...answer.authors.map((a) => ({ id: `u-${a.username}`, kind: t.author, label: a.name, path: `/auteur/${a.username}` })),
  ];
}

/**
 * Suggestions under the header's search field, as an ARIA combobox (its input) and listbox: arrows
 * move through them, Enter opens the one chosen (or submits the search), Escape closes them. Loaded
 * when the field first gets the focus; the field itself stays a plain form field without JavaScript.
 */
export default function SearchSuggestions({
  input,
  location,
  classes: s,
}: {
  input: HTMLInputElement;
  location: PublicLocation;
  /** The list's classes, from the header's styles (rendered with it on the server). */
  classes: { list: string; option: string; kind: string; status: string };
}) {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState(false);
  const state = useRef({ items, open, active });
  state.current = { items, open, active };

  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', LISTBOX_ID);
    input.setAttribute('autocomplete', 'off');
    const answers = new Map<string, Suggestion[]>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    const show = (list: Suggestion[]) => {
      setItems(list);
      setActive(-1);
      setOpen(list.length > 0 && document.activeElement === input);
      setAsked(true);
    };
    const ask = () => {
      const q = input.value.trim();
      clearTimeout(timer);
      controller?.abort();
      if (q.length < MIN_QUERY_LENGTH) {
        setItems([]);
        setOpen(false);
        setAsked(false);
        return;
      }
      const known = answers.get(q);
      if (known) return show(known);
      timer = setTimeout(() => {
        controller = new AbortController();
        fetch(`${API_BASE}/search/suggest?${new URLSearchParams({ q }).toString()}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        })
          .then((res) => (res.ok ? (res.json() as Promise<SuggestAnswer>) : null))
          .then((answer) => {
            if (!answer) return;
            const list = suggestionsOf(answer);
            answers.set(q, list);
            if (input.value.trim() === q) show(list);
          })
          .catch(() => undefined);
      }, DEBOUNCE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      const { items: list, open: shown, active: at } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!list.length) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = shown ? at + step : step > 0 ? 0 : list.length - 1;
        setActive(next >= list.length ? 0 : next < 0 ? list.length - 1 : next);
      } else if (event.key === 'Enter' && shown && at >= 0 && list[at]) {
        event.preventDefault();
        setOpen(false);
        goTo(location, list[at].path);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => {
      if (state.current.items.length) setOpen(true);
    };
    input.addEventListener('input', ask);
    input.addEventListener('keydown', onKey);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    if (input.value.trim()) ask();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener('input', ask);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  }, [input, location]);

  const activeId = open && active >= 0 && items[active] ? `${LISTBOX_ID}-${active}` : null;
  useEffect(() => {
    input.setAttribute('aria-expanded', String(open));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, open, activeId]);

  return (
    <>
      <ul id={LISTBOX_ID} role="listbox" aria-label={t.listLabel} className={s.list} hidden={!open}>
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${LISTBOX_ID}-${index}`}
            role="option"
            aria-selected={index === active}
            className={s.option}
            // Before the field's blur: the click lands on an open list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              goTo(location, item.path);
            }}
          >
            <span>{item.label}</span>
            <span className={s.kind}> ({item.kind})</span>
          </li>
        ))}
      </ul>
      <div role="status" className={s.status}>
        {asked ? t.count(items.length) : ''}
      </div>
    </>
  );
}
