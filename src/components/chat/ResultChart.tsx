import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box, Text } from '@mantine/core';
import { useId } from 'react';
import type { ResultTable } from '@domain/result-table';
import { CHART_HEIGHT } from './chart-size';

const exact = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** One colour per figure charted: the first, then those asked beside it. */
const SERIES_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6'];

const CHART_NAMES = { bar: 'Bar chart', line: 'Line chart' } as const;

/**
 * A result table's figures as bars (groups) or a line (over time), loaded on demand with its
 * chart library. The figure's caption names it and points to the table, its text alternative.
 */
export default function ResultChart({
  kind,
  caption,
  table,
}: {
  kind: 'bar' | 'line';
  caption: string;
  table: ResultTable;
}) {
  const captionId = useId();
  const name = `${CHART_NAMES[kind]} of ${caption}`;
  const alongside = table.alongside ?? [];
  const data = table.rows.map((row, index) => ({
    label: row[0] ?? '',
    value: table.values[index] ?? null,
    ...Object.fromEntries(alongside.map((series, at) => [`also${at}`, series.values[index]])),
  }));
  const first = table.columns.at(-1 - alongside.length) ?? caption;
  const chart = {
    h: CHART_HEIGHT,
    data,
    dataKey: 'label',
    series: [
      { name: 'value', label: first, color: SERIES_COLORS[0] },
      ...alongside.map((series, at) => ({
        name: `also${at}`,
        label: series.name,
        color: SERIES_COLORS[(at + 1) % SERIES_COLORS.length]!,
      })),
    ],
    withLegend: alongside.length > 0,
    valueFormatter: (value: number) => exact.format(value),
    yAxisProps: { tickFormatter: (value: number) => compact.format(value), width: 48 },
  };
  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      {kind === 'bar' ? (
        <BarChart {...chart} barChartProps={{ title: name }} />
      ) : (
        <LineChart {...chart} connectNulls={false} lineChartProps={{ title: name }} />
      )}
      <Text id={captionId} component="figcaption" size="xs" c="dimmed" mt={4}>
        {`${name}. Every figure is in the table below.`}
      </Text>
    </Box>
  );
}
