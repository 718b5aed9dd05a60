import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box, Text } from '@mantine/core';
import { useId } from 'react';
import type { ResultTable } from '@domain/result-table';
import { CHART_HEIGHT } from './chart-size';

const exact = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

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
  const data = table.rows.map((row, index) => ({
    label: row[0] ?? '',
    value: table.values[index] ?? null,
  }));
  const chart = {
    h: CHART_HEIGHT,
    data,
    dataKey: 'label',
    series: [{ name: 'value', label: table.columns.at(-1) ?? caption, color: 'blue.6' }],
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
