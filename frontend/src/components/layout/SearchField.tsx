import { type ComponentType, type RefObject, useEffect, useRef, useState } from 'react';
import type { PublicLocation } from '../../app/public-route';
import { fr } from '../../i18n/fr';
import type SearchSuggestionsType from './SearchSuggestions';

type SuggestionsProps = Parameters<typeof SearchSuggestionsType>[0];

/** `/` (outside a text field) or Ctrl+K / ⌘K: the keys that bring the reader to the search field. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
}

/** Calls `bring` when the reader presses a search shortcut anywhere on the page. */
export function useSearchShortcut(bring: () => void): void {
  const latest = useRef(bring);
  latest.current = bring;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * The header's search field. Its suggestions' code is fetched when the field first gets the focus, so
 * it weighs nothing on a page's first load; the classes come from the header's styles (rendered with it).
 */
export function SearchField({
  inputRef,
  id,
  location,
  classes,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  location: PublicLocation;
  classes: { input: string; suggestions: SuggestionsProps['classes'] };
}) {
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const loadSuggestions = () => {
    if (Suggestions) return;
    void import('./SearchSuggestions').then((module) => setSuggestions(() => module.default));
  };
  // A reader who reached the field before the page was hydrated gets the suggestions all the same.
  useEffect(() => {
    if (document.activeElement === inputRef.current) loadSuggestions();
  }, []);

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        placeholder={fr.header.searchPlaceholder}
        maxLength={200}
        enterKeyHint="search"
        className={classes.input}
        onFocus={loadSuggestions}
      />
      {Suggestions && inputRef.current && (
        <Suggestions input={inputRef.current} location={location} classes={classes.suggestions} />
      )}
    </>
  );
}
