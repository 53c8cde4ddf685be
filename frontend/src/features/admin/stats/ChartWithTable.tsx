import { Box, chakra, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { frStats } from '../../../i18n/fr-stats';
import { Section } from '../shared/ui/Section';
import { Card } from '../shared/ui/Surface';
import type { BarPoint } from './StatsCharts';

/** Recharts and Chakra's chart kit arrive with the first chart, never with the public pages. */
const StatsBarChart = lazy(() => import('./StatsCharts'));

/**
 * A chart and its text alternative: the same numbers in a table, folded under the chart (open to
 * screen readers and to anyone who would rather read than look).
 */
export function ChartWithTable({
  title,
  points,
  format,
  testId,
  columns,
  rows,
  counts = false,
}: {
  title: string;
  points: BarPoint[];
  format: (value: number) => string;
  testId: string;
  columns: string[];
  rows: ReactNode[][];
  /** The chart's values are counts (whole numbers on its axis). */
  counts?: boolean;
}) {
  return (
    <Card p="4">
      <Section title={title} level="h2">
        <Suspense fallback={<Skeleton h="64" />}>
          <StatsBarChart points={points} name={title} format={format} testId={testId} counts={counts} />
        </Suspense>
        <chakra.details mt="3" fontSize="sm">
          <chakra.summary cursor="pointer" color="fg.muted">
            {frStats.chartAlternative}
          </chakra.summary>
          <Box maxH="72" overflowY="auto" mt="2">
            <chakra.table w="full" data-testid={`${testId}-table`}>
              <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
                {title}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <chakra.th key={column} textAlign="left" py="1" pr="4" fontWeight="semibold">
                      {column}
                    </chakra.th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((cells, i) => (
                  <tr key={i}>
                    {cells.map((cell, j) => (
                      <chakra.td key={j} py="1" pr="4">
                        {cell}
                      </chakra.td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
        </chakra.details>
      </Section>
    </Card>
  );
}
