import { chakra, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frOffers as t } from '../../../i18n/fr-offers';
import { formatInteger } from '../../../lib/format';
import type {
  AdminOffer,
  ArticleOfferClicks,
  ArticleStatus,
  OfferKind,
  OffersAdminResponse,
  OrphanOfferBlock,
} from '../shared/admin-api';
import { useOffersActions } from './use-offers-actions';
import { useOffersAdmin } from './use-offers-reads';
import { StatusBadge } from '../shared/StatusBadge';
import { Button } from '../shared/ui/Button';
import { type Column, DataTable } from '../shared/ui/DataTable';
import { SelectField } from '../shared/ui/fields';
import { Notice } from '../shared/ui/Notice';
import { ReadState, Section } from '../shared/ui/Section';
import { Badge, type BadgeTone, Card, PageHeader } from '../shared/ui/Surface';
import {
  cardOptions,
  cardValue,
  choiceOf,
  chosenPlanGone,
  clicksRowLabel,
  lastSyncText,
  monthlyPrice,
  syncFailureText,
} from './offers-format';

const STATE_TONES: Record<AdminOffer['state'], BadgeTone> = { shown: 'green', hidden: 'yellow', removed: 'red' };
const KINDS: OfferKind[] = ['game', 'vps'];
const ARTICLE_STATUSES: readonly string[] = ['draft', 'published', 'pending', 'rejected', 'approved'];

const catalogueColumns: Array<Column<AdminOffer>> = [
  { header: t.catalogue.colOffer, kind: 'primary', cell: (o) => o.name, testId: 'offer-name' },
  { header: t.catalogue.colKind, cell: (o) => t.catalogue.kinds[o.kind] },
  {
    header: t.catalogue.colState,
    cell: (o) => (
      <Badge tone={STATE_TONES[o.state]} data-testid="offer-state">
        {t.catalogue.states[o.state]}
      </Badge>
    ),
  },
  { header: t.catalogue.colFrom, cell: (o) => monthlyPrice(o.monthly_cents), cellProps: { whiteSpace: 'nowrap' } },
  { header: t.catalogue.colClicks, cell: (o) => formatInteger(o.clicks_30_days), testId: 'offer-clicks' },
];

const orphanColumns: Array<Column<OrphanOfferBlock>> = [
  {
    header: t.orphans.colArticle,
    kind: 'primary',
    cell: (a) => (
      <Link to={`/admin/articles/edit/${a.article_id}`}>
        <Text as="span" fontWeight="semibold">
          {a.title}
        </Text>
      </Link>
    ),
  },
  {
    header: t.orphans.colStatus,
    // The API gives the article's status as a string: a known one as everywhere else, any other as it is.
    cell: (a) => (ARTICLE_STATUSES.includes(a.status) ? <StatusBadge status={a.status as ArticleStatus} /> : a.status),
  },
  { header: t.orphans.colOffer, cell: (a) => a.plan_name ?? t.orphans.unknownPlan(a.pid) },
];

const clicksColumns: Array<Column<ArticleOfferClicks>> = [
  { header: t.clicks.colArticle, kind: 'primary', cell: (row) => clicksRowLabel(row) },
  { header: t.clicks.colClicks, cell: (row) => formatInteger(row.clicks) },
];

/** The last successful sync, the alert of a failed one, and « Synchroniser maintenant ». */
function SyncStatus({ data }: { data: OffersAdminResponse }) {
  const failure = syncFailureText(data.sync);
  return (
    <Stack gap="3" mb="6">
      <Text color="fg.muted" data-testid="offers-last-sync">
        {lastSyncText(data.sync)}
      </Text>
      {failure && (
        <Notice tone="red" role="alert" px="4" py="3" data-testid="offers-sync-error">
          <Text fontSize="sm">{failure}</Text>
        </Notice>
      )}
    </Stack>
  );
}

/** The plan of each promo card: a select per type, saved together. */
function CardChoices({ data }: { data: OffersAdminResponse }) {
  const actions = useOffersActions();
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    try {
      await actions.chooseCards({ game: choiceOf(form.get('game')), vps: choiceOf(form.get('vps')) });
      toast.success(t.cards.saved);
    } catch (caught) {
      toast.error(errorText(caught, t.cards.saveError));
    } finally {
      setSaving(false);
    }
  };
  // The form starts again from the saved choices whenever they or the catalogue change.
  const formKey = JSON.stringify([data.cards, data.offers.map((o) => [o.pid, o.state])]);
  return (
    <Card p="4">
      <Section title={t.cards.title} level="h2" data-testid="offers-cards">
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t.cards.caption}
        </Text>
        <chakra.form onSubmit={(e) => void save(e)} key={formKey}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            {KINDS.map((kind) => {
              const gone = chosenPlanGone(data.offers, data.cards, kind);
              return (
                <SelectField
                  key={kind}
                  name={kind}
                  label={t.cards[kind]}
                  hint={gone ? t.cards.chosenGone(gone) : undefined}
                  defaultValue={cardValue(data.offers, data.cards, kind)}
                  options={cardOptions(data.offers, kind)}
                  disabled={saving}
                />
              );
            })}
          </SimpleGrid>
          <Flex mt="4">
            <Button type="submit" busy={saving}>
              {saving ? t.cards.saving : t.cards.save}
            </Button>
          </Flex>
        </chakra.form>
      </Section>
    </Card>
  );
}

/**
 * /admin/offers (admins): the WHMCS catalogue as last synced and « Synchroniser maintenant », the plan of
 * each promo card, the articles whose « Offre » block lost its plan, and the clicks on « Commander ».
 */
export function OffersScreen() {
  const read = useOffersAdmin();
  const actions = useOffersActions();
  const [syncing, setSyncing] = useState(false);
  const data = read.data;

  const syncNow = async () => {
    setSyncing(true);
    try {
      const answer = await actions.syncNow();
      // WHMCS could not be read: the answer keeps the previous catalogue and says why.
      if (answer.sync.last_error) toast.error(t.sync.doneWithError(answer.sync.last_error));
      else toast.success(t.sync.done);
    } catch (caught) {
      toast.error(errorText(caught, t.sync.error));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.intro}
        actions={
          <Button onClick={() => void syncNow()} busy={syncing} data-testid="offers-sync">
            {syncing ? t.sync.running : t.sync.run}
          </Button>
        }
      />
      <ReadState read={read} empty={false} errorText={t.loadError} emptyText="">
        {data && (
          <>
            <SyncStatus data={data} />
            <Stack gap="6">
              <CardChoices data={data} />
              <Card p="4">
                <Section title={t.catalogue.title} level="h2" data-testid="offers-catalogue">
                  <Text fontSize="sm" color="fg.muted" mb="3" data-testid="offers-clicks-definition">
                    {t.catalogue.caption}
                  </Text>
                  <DataTable
                    label={t.catalogue.title}
                    columns={catalogueColumns}
                    rows={data.offers}
                    rowKey={(o) => o.pid}
                    rowTestId="offer-row"
                    rowTitle={(o) => o.name}
                    empty={t.catalogue.empty}
                  />
                </Section>
              </Card>
              <Card p="4">
                <Section title={t.orphans.title} level="h2" data-testid="offers-orphans">
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {t.orphans.caption}
                  </Text>
                  <DataTable
                    label={t.orphans.title}
                    columns={orphanColumns}
                    rows={data.orphans}
                    rowKey={(a) => `${a.article_id}-${a.pid}`}
                    rowTestId="offer-orphan-row"
                    rowTitle={(a) => a.title}
                    empty={t.orphans.empty}
                  />
                </Section>
              </Card>
              <Card p="4">
                <Section title={t.clicks.title} level="h2" data-testid="offers-clicks-by-article">
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {t.clicks.caption}
                  </Text>
                  <DataTable
                    label={t.clicks.title}
                    columns={clicksColumns}
                    rows={data.clicks_by_article}
                    rowKey={(row) => row.article_id}
                    rowTestId="offer-article-clicks-row"
                    rowTitle={(row) => clicksRowLabel(row)}
                    empty={t.clicks.empty}
                  />
                </Section>
              </Card>
            </Stack>
          </>
        )}
      </ReadState>
    </>
  );
}
