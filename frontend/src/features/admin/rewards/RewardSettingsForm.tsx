import { chakra, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText } from '../../../api/errors';
import { FormAlert } from '../../../components/form/FormAlert';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import type { RewardSettings } from '../shared/admin-api';
import { useRewardActions } from './use-reward-actions';
import { Button } from '../shared/ui/Button';
import { Checkbox, SelectField, TextInput } from '../shared/ui/fields';
import { Card } from '../shared/ui/Surface';
import { sameSettings, validateRewardSettings } from './reward-form';

const t = frAdmin.rewards;
const CURRENCIES: RewardSettings['article_reward_currency'][] = ['EUR', 'USD', 'GBP'];

/** Spec §2.16: the four settings and the writing assistant's reminder; save and cancel stay disabled until something changed. */
export function RewardSettingsForm({ saved }: { saved: RewardSettings }) {
  const [draft, setDraft] = useState<RewardSettings>(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useRewardActions();
  useEffect(() => setDraft(saved), [saved]);
  const changed = !sameSettings(draft, saved);
  const set = <K extends keyof RewardSettings>(key: K, value: RewardSettings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRewardSettings(draft);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await actions.save({
        ...draft,
        article_reward_amount: Number(draft.article_reward_amount).toFixed(2),
        min_words_count: String(Math.trunc(Number(draft.min_words_count))),
        quality_reminder_below: String(Number(draft.quality_reminder_below)),
      });
      toast.success(t.saved);
    } catch (caught) {
      setError(errorText(caught, t.saveError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="reward-settings-title">
      <Text as="h2" id="reward-settings-title" fontSize="lg" fontWeight="bold" mb="4">
        {t.settingsTitle}
      </Text>
      <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextInput
            label={t.amount}
            type="number"
            min={0}
            step={0.01}
            value={draft.article_reward_amount}
            onChange={(e) => set('article_reward_amount', e.target.value)}
          />
          <SelectField
            label={t.currency}
            value={draft.article_reward_currency}
            options={CURRENCIES}
            onChange={(e) => set('article_reward_currency', e.target.value as RewardSettings['article_reward_currency'])}
          />
        </SimpleGrid>
        <TextInput
          label={t.minWords}
          type="number"
          min={100}
          step={50}
          value={draft.min_words_count}
          onChange={(e) => set('min_words_count', e.target.value)}
        />
        <TextInput
          label={t.qualityReminder}
          hint={t.qualityReminderHint}
          type="number"
          min={0}
          max={100}
          step={5}
          value={draft.quality_reminder_below}
          onChange={(e) => set('quality_reminder_below', e.target.value)}
        />
        <Checkbox
          label={t.autoApprove}
          hint={t.autoApproveHint}
          checked={draft.auto_approve === 'true'}
          onChange={(e) => set('auto_approve', e.target.checked ? 'true' : 'false')}
        />
        <Flex gap="2" justify="flex-end">
          <Button
            variant="outline"
            onClick={() => {
              setDraft(saved);
              setError(null);
            }}
            disabled={!changed || busy}
          >
            {frAdmin.common.cancel}
          </Button>
          <Button type="submit" disabled={!changed} busy={busy}>
            {busy ? frAdmin.common.saving : frAdmin.common.save}
          </Button>
        </Flex>
      </chakra.form>
    </Card>
  );
}
