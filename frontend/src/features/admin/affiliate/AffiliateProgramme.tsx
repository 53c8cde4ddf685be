import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { requestJson } from '../../../api/fetcher';
import { errorText } from '../../../api/errors';
import { apiKeys } from '../../../api/keys';
import type { AffiliateJoinedResponse, AffiliateStatsResponse } from '../../../api/models';
import { useApi } from '../../../api/use-api';
import { toast } from '../../../components/toast/toast-store';
import { frStats } from '../../../i18n/fr-stats';
import { formatDateTime, formatInteger, formatMoney } from '../../../lib/format';
import { Button } from '../shared/ui/Button';
import { ReadState, Section } from '../shared/ui/Section';
import { Card, EmptyState, StatTile } from '../shared/ui/Surface';
import { Table, Td, Th, Tr } from '../shared/ui/Table';

const t = frStats.affiliate;

export const useAffiliate = () => useApi<AffiliateStatsResponse>(apiKeys.affiliate);

/** The profile's « Programme d'affiliation »: join with one's own WHMCS client, then WHMCS's figures. */
export function AffiliateProgramme() {
  const read = useAffiliate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    try {
      const answer = await requestJson<AffiliateJoinedResponse>(apiKeys.affiliate, { method: 'POST' });
      toast.success(answer.message);
      await mutate(apiKeys.affiliate);
    } catch (caught) {
      toast.error(errorText(caught, t.loadError));
    } finally {
      setBusy(false);
    }
  };
  const data = read.data;
  return (
    <Card data-testid="affiliate-programme">
      <Section title={t.title} level="h2">
        <ReadState read={read} empty={false} errorText={t.loadError} emptyText="">
          {data && !data.affiliate && (
            <Stack gap="3" alignItems="flex-start">
              <Text color="fg.muted">{data.has_client ? t.intro : t.noClient}</Text>
              {data.has_client && (
                <Button busy={busy} onClick={() => void join()}>
                  {t.join}
                </Button>
              )}
            </Stack>
          )}
          {data?.affiliate && <AffiliateFigures affiliate={data.affiliate} />}
        </ReadState>
      </Section>
    </Card>
  );
}

/** What WHMCS says of the author's affiliate account, as last read by the refresh job. */
export function AffiliateFigures({ affiliate }: { affiliate: NonNullable<AffiliateStatsResponse['affiliate']> }) {
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t.joinedAs(affiliate.affiliate_id)}</Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatTile testId="affiliate-visitors" label={t.visitors} value={formatInteger(affiliate.visitors)} />
        <StatTile
          testId="affiliate-balance"
          label={t.balance}
          value={formatMoney(affiliate.balance_cents / 100)}
          accent="#4ADE80"
        />
        <StatTile label={t.withdrawn} value={formatMoney(affiliate.withdrawn_cents / 100)} accent="#C084FC" />
      </SimpleGrid>
      {affiliate.refreshed_at && (
        <Text fontSize="sm" color="fg.muted">
          {t.refreshed(formatDateTime(affiliate.refreshed_at))}
        </Text>
      )}
    </Stack>
  );
}

/** « Mes statistiques »: the clicks on « Commander » in the author's articles, per article and offer, and the affiliate figures. */
export function OfferClicksSection() {
  const read = useAffiliate();
  const c = frStats.offerClicks;
  const data = read.data;
  return (
    <Section title={c.title} level="h2">
      <ReadState read={read} empty={false} errorText={t.loadError} emptyText="">
        {data && (
          <Stack gap="4">
            {data.affiliate && <AffiliateFigures affiliate={data.affiliate} />}
            {data.clicks.length === 0 ? (
              <EmptyState>{c.empty}</EmptyState>
            ) : (
              <Table label={c.title}>
                <thead>
                  <tr>
                    <Th>{c.colArticle}</Th>
                    <Th>{c.colOffer}</Th>
                    <Th>{c.colClicks}</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.clicks.map((row) => (
                    <Tr key={`${row.article_id}-${row.product_id}`} data-testid="offer-clicks-row">
                      <Td data-cell="primary">{row.title}</Td>
                      <Td>{row.product_name}</Td>
                      <Td>{formatInteger(row.clicks)}</Td>
                    </Tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Stack>
        )}
      </ReadState>
    </Section>
  );
}
