import { Box, Button, Loader, Stack, Table } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import type { ResultTable } from '@domain/result-table';
import { CHART_HEIGHT } from './chart-size';
import { isNumberColumn } from './number-cells';

/** The chart and its library (recharts) load only when a reply has a chart. */
const ResultChart = lazy(() => import('./ResultChart'));

/** Rows shown before 'Show all N rows': enough for a ranking, short enough to read in a chat. */
export const FIRST_ROWS = 20;
/** Below this width per column the table scrolls sideways (a phone) instead of squeezing. */
const COLUMN_MIN_WIDTH_PX = 110;

/**
 * Every row of a table answer: a chart first when it reads better than figures, then the table
 * named by its caption, numbers right-aligned, the first FIRST_ROWS rows until asked for all.
 */
export function ResultTableBlock({ caption, table }: { caption: string; table: ResultTable }) {
  const [showAll, setShowAll] = useState(false);
  const captionId = useId();
  const { columns, rows } = table;
  const numeric = columns.map((_, column) => isNumberColumn(rows.map((row) => row[column] ?? '')));
  const shown = showAll ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <Stack gap="xs" mt={4}>
      {table.chart && (
        <Suspense
          fallback={
            <Box h={CHART_HEIGHT} display="grid" style={{ placeItems: 'center' }}>
              <Loader size="sm" aria-label="Loading the chart" />
            </Box>
          }
        >
          <ResultChart kind={table.chart} caption={caption} table={table} />
        </Suspense>
      )}
      <Table.ScrollContainer
        type="native"
        minWidth={columns.length * COLUMN_MIN_WIDTH_PX}
        // Scrolls sideways on a phone: keyboard users reach it too.
        tabIndex={0}
        className="mantine-focus-auto"
        role="group"
        aria-labelledby={captionId}
      >
        <Table striped withTableBorder captionSide="top" fz="sm">
          <Table.Caption id={captionId} ta="left" fw={600} mt={0}>
            {caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((heading, column) => (
                <Table.Th key={column} scope="col" ta={numeric[column] ? 'right' : 'left'}>
                  {heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((_, column) => (
                  <Table.Td
                    key={column}
                    ta={numeric[column] ? 'right' : 'left'}
                    style={
                      numeric[column]
                        ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }
                        : undefined
                    }
                  >
                    {row[column]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > FIRST_ROWS && (
        <Button
          size="xs"
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? `Show the first ${FIRST_ROWS} rows` : `Show all ${rows.length} rows`}
        </Button>
      )}
    </Stack>
  );
}
