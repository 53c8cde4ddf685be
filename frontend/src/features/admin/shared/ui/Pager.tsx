import { Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { frAdmin } from '../../../../i18n/fr-admin';
import { Button } from './Button';

const t = frAdmin.common.pager;

/**
 * The page of a back-office list, kept in the address (`?page=`) so that a reload or the Back button
 * lands on the same page. `reset` goes back to the first page (a new filter or search). A second list
 * on the same screen keeps its page under a name of its own (`usePageParam('sends_page')`).
 */
export function usePageParam(name = 'page') {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(name));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const go = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set(name, String(next));
      else updated.delete(name);
      return updated;
    });
  return { page, go, reset: () => go(1) };
}

/**
 * « Précédent · Page 2 sur 40 · Suivant » under a list; nothing while `pages` is unknown (loading) or
 * when everything fits on one page. A page past the end (its last rows deleted) moves to the last one.
 */
export function Pager({
  page,
  pages,
  onChange,
  label,
}: {
  page: number;
  pages: number | undefined;
  onChange: (page: number) => void;
  label: string;
}) {
  const past = pages !== undefined && page > Math.max(pages, 1);
  useEffect(() => {
    if (past) onChange(Math.max(pages ?? 1, 1));
  }, [past]);
  if (pages === undefined || pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <Flex as="nav" aria-label={label} align="center" justify="space-between" wrap="wrap" gap="3" mt="4" data-testid="pager">
      <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {t.previous}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t.pageOf(current, pages)}
      </Text>
      <Button variant="outline" size="sm" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {t.next}
      </Button>
    </Flex>
  );
}
