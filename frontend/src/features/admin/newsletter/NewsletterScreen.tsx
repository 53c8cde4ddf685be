import { Box, chakra, Flex, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frNewsletter as t } from '../../../i18n/fr-newsletter';
import { formatInteger } from '../../../lib/format';
import type { NewsletterSend, NewsletterSubscriber, NewsletterSummaryResponse } from '../shared/admin-api';
import { formatDateAt } from '../shared/format';
import { useNewsletterActions } from './use-newsletter-actions';
import { useNewsletterSends, useNewsletterSubscribers, useNewsletterSummary } from './use-newsletter-reads';
import { TrashIcon, UploadIcon } from '../shared/ui/icons';
import { ChartWithTable } from '../stats/ChartWithTable';
import { formatDay, formatShortDay } from '../stats/stats-format';
import { Button, IconButton } from '../shared/ui/Button';
import { DataTable, type Column } from '../shared/ui/DataTable';
import { usePageParam } from '../shared/ui/Pager';
import { SearchField, useSettledValue } from '../shared/ui/SearchField';
import { Section } from '../shared/ui/Section';
import { Badge, type BadgeTone, Card, PageHeader, StatTile } from '../shared/ui/Surface';
import { importMessage } from './import-message';

const CHART_DAYS = 30;
const STATES = ['pending', 'confirmed', 'unsubscribed', 'failed'] as const;
const TONES: Record<(typeof STATES)[number], BadgeTone> = {
  pending: 'yellow',
  confirmed: 'green',
  unsubscribed: 'gray',
  failed: 'red',
};

const SEND_TONES: Record<NewsletterSend['state'], BadgeTone> = {
  planning: 'gray',
  sending: 'yellow',
  done: 'green',
};

type Day = NewsletterSummaryResponse['days'][number];

/** The last 30 UTC days, each with its numbers (a day without any counts zero): the chart shows every day. */
function everyDay(days: Day[], now = new Date()): Day[] {
  const known = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = new Date(now.getTime() - (CHART_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return known.get(day) ?? { day, requested: 0, confirmed: 0, unsubscribed: 0 };
  });
}

function Summary() {
  const { data } = useNewsletterSummary();
  if (!data) return null;
  const days = everyDay(data.days);
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mb="6">
        {STATES.map((state) => (
          <StatTile
            key={state}
            label={t.states[state]}
            value={formatInteger(data.counts[state])}
            testId={`newsletter-count-${state}`}
          />
        ))}
      </SimpleGrid>
      <ChartWithTable
        title={t.chart}
        testId="newsletter-chart"
        points={days.map((d) => ({ label: formatShortDay(d.day), value: d.confirmed }))}
        format={(n) => formatInteger(n)}
        counts
        columns={[t.colDay, t.colRequested, t.colConfirmed, t.colUnsubscribed]}
        rows={days.map((d) => [
          formatDay(d.day),
          formatInteger(d.requested),
          formatInteger(d.confirmed),
          formatInteger(d.unsubscribed),
        ])}
      />
    </>
  );
}

/**
 * How far a send that is not done has gone: the recipients already dealt with (sent, failed, skipped, or
 * taken by a worker without a known outcome) out of all those listed. Nothing once done.
 */
function SendProgress({ send }: { send: NewsletterSend }) {
  if (send.state === 'done') return null;
  const handled = send.sent + send.failed + send.skipped + send.sending;
  const percent = send.recipients > 0 ? Math.min(100, Math.floor((handled / send.recipients) * 100)) : 0;
  return (
    <Progress.Root
      value={Math.min(handled, send.recipients)}
      max={Math.max(send.recipients, 1)}
      translations={{ value: () => t.sends.progress(send.subject, percent) }}
      w="full"
      minW="20"
      data-testid="newsletter-send-progress"
    >
      <Progress.Track h="2" rounded="full" bg="whiteAlpha.200" overflow="hidden">
        <Progress.Range h="full" bg="primary.solid" transitionProperty="width" transitionDuration="moderate" />
      </Progress.Track>
    </Progress.Root>
  );
}

const sendColumns: Array<Column<NewsletterSend>> = [
  { header: t.sends.colDate, cell: (s) => formatDateAt(s.created_at) },
  { header: t.sends.colSubject, kind: 'primary', cell: (s) => s.subject, testId: 'newsletter-send-subject' },
  {
    header: t.sends.colState,
    // While not done, the bar of its progress under the state.
    cell: (s) => (
      <Flex direction="column" align="flex-start" gap="1.5">
        <Badge tone={SEND_TONES[s.state]} data-testid="newsletter-send-state">
          {t.sends.states[s.state]}
        </Badge>
        <SendProgress send={s} />
      </Flex>
    ),
  },
  { header: t.sends.colRecipients, cell: (s) => formatInteger(s.recipients) },
  { header: t.sends.colSent, cell: (s) => formatInteger(s.sent) },
  { header: t.sends.colFailed, cell: (s) => formatInteger(s.failed) },
  { header: t.sends.colStuck, cell: (s) => formatInteger(s.sending) },
  { header: t.sends.colRemaining, cell: (s) => formatInteger(s.remaining) },
];

/** The newsletter's sends, newest first, read again every 3 s while one of them is under way. */
function Sends() {
  const pager = usePageParam('sends_page');
  const { data, error, isLoading } = useNewsletterSends(pager.page);
  return (
    <Card p="4" mt="6">
      <Section title={t.sends.title} level="h2" data-testid="newsletter-sends">
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t.sends.caption}
        </Text>
        <DataTable
          label={t.sends.title}
          columns={sendColumns}
          rows={data?.sends ?? []}
          rowTestId="newsletter-send-row"
          rowTitle={(s) => s.subject}
          loading={isLoading && !data}
          empty={t.sends.empty}
          // A failed refresh under stale rows is not told every 3 s: only a list that could not be read at all.
          error={data ? undefined : error}
          errorText={t.sends.loadError}
          pager={{ page: pager.page, pages: data?.pagination.total_pages, onChange: pager.go, label: t.sends.title }}
        />
      </Section>
    </Card>
  );
}

/**
 * Beside the subscribers list: « Exporter en CSV » (downloaded through the signed-in client) and
 * « Importer un CSV », whose result stays under it until the next import.
 */
function SubscribersTransfer() {
  const tr = t.transfer;
  const actions = useNewsletterActions();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await actions.downloadCsv();
    } catch (caught) {
      toast.error(errorText(caught, tr.exportError));
    } finally {
      setExporting(false);
    }
  };
  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again is a new import.
    event.target.value = '';
    if (!file) return;
    setImporting(true);
    setResult(null);
    try {
      setResult({ ok: true, text: importMessage(await actions.importCsv(file)) });
    } catch (caught) {
      setResult({ ok: false, text: errorText(caught, tr.importError) });
    } finally {
      setImporting(false);
    }
  };

  return (
    <Box mb="4" data-testid="newsletter-transfer">
      <Flex gap="2" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => void exportCsv()} busy={exporting} data-testid="newsletter-export">
          {exporting ? tr.exporting : tr.export}
        </Button>
        <chakra.input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          display="none"
          aria-label={tr.import}
          aria-describedby={hintId}
          onChange={(e) => void importCsv(e)}
          data-testid="newsletter-import-input"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          busy={importing}
          aria-describedby={hintId}
          data-testid="newsletter-import"
        >
          {!importing && <UploadIcon size={16} />}
          {importing ? tr.importing : tr.import}
        </Button>
      </Flex>
      <Text id={hintId} fontSize="xs" color="fg.muted" mt="1.5">
        {tr.importHint}
      </Text>
      {/* Always in the page, so that the result written into it is announced. */}
      <Text
        role="status"
        fontSize="sm"
        mt={result ? '2' : '0'}
        color={result?.ok === false ? '#FCA5A5' : 'fg'}
        data-testid="newsletter-import-result"
      >
        {result?.text}
      </Text>
    </Box>
  );
}

/**
 * /admin/newsletter (admin): subscribers by state and per day, the sends and their progress, the
 * searchable list with its CSV export and import, erasure.
 */
export function NewsletterScreen() {
  const pager = usePageParam();
  const [search, setSearch] = useState('');
  const settled = useSettledValue(search.trim());
  const { data, error, isLoading } = useNewsletterSubscribers(pager.page, settled);
  const actions = useNewsletterActions();
  const [busyId, setBusyId] = useState<number | null>(null);

  const erase = async (subscriber: NewsletterSubscriber) => {
    if (!window.confirm(t.confirmErase(subscriber.email))) return;
    setBusyId(subscriber.id);
    try {
      await actions.erase(subscriber.id);
      toast.success(t.erased);
    } catch (caught) {
      toast.error(errorText(caught, t.eraseError));
    } finally {
      setBusyId(null);
    }
  };

  const columns: Array<Column<NewsletterSubscriber>> = [
    { header: t.colEmail, kind: 'primary', cell: (s) => s.email, testId: 'newsletter-email' },
    { header: t.colState, cell: (s) => <Badge tone={TONES[s.state]}>{t.states[s.state]}</Badge> },
    { header: t.colFrequency, cell: (s) => t.frequencies[s.frequency] },
    { header: t.colRequestedAt, cell: (s) => formatDateAt(s.requested_at) },
    { header: t.colConfirmedAt, cell: (s) => (s.confirmed_at ? formatDateAt(s.confirmed_at) : '—') },
    { header: t.colSource, cell: (s) => s.consent_source },
    {
      kind: 'actions',
      cell: (s) => (
        <Flex justify="flex-end">
          <IconButton label={t.erase(s.email)} onClick={() => void erase(s)} disabled={busyId === s.id} color="#FCA5A5">
            <TrashIcon size={16} />
          </IconButton>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} />
      <Summary />
      <Sends />
      <Card p="4" mt="6">
        <Section title={t.listTitle} level="h2">
          <SubscribersTransfer />
          <SearchField
            label={t.search}
            placeholder={t.searchPlaceholder}
            value={search}
            onChange={(value) => {
              setSearch(value);
              pager.reset();
            }}
          />
          <DataTable
            label={t.listTitle}
            columns={columns}
            rows={data?.subscribers ?? []}
            rowTestId="newsletter-row"
            rowTitle={(s) => s.email}
            loading={isLoading && !data}
            empty={settled ? t.emptySearch : t.empty}
            error={error}
            errorText={t.loadError}
            pager={{ page: pager.page, pages: data?.pagination.total_pages, onChange: pager.go, label: t.listTitle }}
          />
        </Section>
      </Card>
    </>
  );
}
