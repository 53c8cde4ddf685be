import { Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import { frStats } from '../../../i18n/fr-stats';
import type { LedgerEntry } from '../shared/admin-api';
import { formatDateAt } from '../shared/format';
import { useLedgerActions } from './use-ledger-actions';
import { Button } from '../shared/ui/Button';
import { TextArea } from '../shared/ui/fields';
import { Badge } from '../shared/ui/Surface';

const t = frStats.ledger.mismatch;

/**
 * A ledger row's standing at the last finished WHMCS check: nothing, a mismatch (a badge that says so
 * in words) that an admin can mark as seen with a comment, or a mismatch already seen, by whom and when.
 */
export function LedgerMismatchCell({ entry }: { entry: LedgerEntry }) {
  const actions = useLedgerActions();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const mismatch = entry.mismatch;
  if (!mismatch) return <>{frStats.none}</>;
  const review = mismatch.review;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '');
    setSaving(true);
    try {
      await actions.markMismatchSeen(entry.id, comment);
      toast.success(t.saved);
      setOpen(false);
    } catch (caught) {
      toast.error(errorText(caught, frAdmin.common.error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="1.5" align="start" data-testid="ledger-mismatch" data-kind={mismatch.kind} data-seen={review ? 'true' : 'false'}>
      <Flex gap="1.5" wrap="wrap">
        {review ? <Badge tone="gray">{t.seenBadge}</Badge> : <Badge tone="red">{t.badge}</Badge>}
      </Flex>
      <Text fontSize="xs">{t.kinds[mismatch.kind] ?? mismatch.kind}</Text>
      {review && (
        <Text fontSize="xs" color="fg.muted" data-testid="ledger-mismatch-review">
          {t.seenBy(review.reviewer_name ?? t.someone, formatDateAt(review.reviewed_at))} : « {review.comment} »
        </Text>
      )}
      {!review && !open && (
        <Button size="sm" variant="outline" whiteSpace="nowrap" overflowWrap="normal" onClick={() => setOpen(true)}>
          {t.markSeen}
        </Button>
      )}
      {open && (
        <chakra.form onSubmit={(event) => void save(event)} w="full" minW="56">
          <Stack gap="2">
            <TextArea label={t.comment} hint={t.commentHint} name="comment" rows={2} required maxLength={2000} />
            <Flex gap="2" wrap="wrap">
              <Button type="submit" size="sm" busy={saving}>
                {t.save}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                {t.cancel}
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      )}
    </Stack>
  );
}
