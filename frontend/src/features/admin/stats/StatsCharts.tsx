import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { countTicks } from './stats-format';

/**
 * The statistics' bar charts (Recharts through Chakra's chart kit), loaded with React.lazy by the
 * statistics screens only: the public pages never download them. Each chart is a picture of a table
 * that the screen shows next to it (the text alternative), so the chart itself is hidden from screen
 * readers. Bars use the theme's primary colour, ticks the muted text colour: both themes keep their
 * contrast.
 */
export interface BarPoint {
  label: string;
  value: number;
}

export default function StatsBarChart({
  points,
  name,
  format,
  testId,
  counts = false,
}: {
  points: BarPoint[];
  name: string;
  format: (value: number) => string;
  testId: string;
  /** Values are counts: the axis shows whole numbers, each once (never « 0 1 2 2 3 »). */
  counts?: boolean;
}) {
  const chart = useChart({ data: points, series: [{ name: 'value', color: 'primary.solid', label: name }] });
  const ticks = counts ? countTicks(Math.max(0, ...points.map((p) => p.value))) : undefined;
  return (
    <Chart.Root chart={chart} h="64" aspectRatio="auto" aria-hidden="true" inert data-testid={testId}>
      <BarChart responsive accessibilityLayer={false} data={chart.data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('label')}
          tickLine={false}
          axisLine={false}
          stroke={chart.color('fg.muted')}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis
          tickLine={false}
          axisLine={false}
          stroke={chart.color('fg.muted')}
          tick={{ fill: chart.color('fg.muted'), fontSize: 12 }}
          tickFormatter={format}
          width={64}
          allowDecimals={!counts}
          ticks={ticks}
          domain={ticks ? [0, ticks.at(-1)!] : undefined}
          interval={ticks ? 0 : undefined}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip formatter={(value) => format(Number(value))} />}
        />
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
