import { Mark } from '@mantine/core';
import type { TextRange } from '@machines/chat/chat.types';

/** Splits text at the highlighted ranges (clamped to the text, overlaps trimmed); every piece stays text. */
export function splitHighlights(
  text: string,
  ranges: readonly TextRange[],
): { text: string; marked: boolean }[] {
  const sorted = ranges
    .map(({ start, end }) => ({
      start: Math.max(0, Math.min(start, text.length)),
      end: Math.max(0, Math.min(end, text.length)),
    }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const pieces: { text: string; marked: boolean }[] = [];
  let cursor = 0;
  for (const range of sorted) {
    const start = Math.max(range.start, cursor);
    if (range.end <= start) continue;
    if (start > cursor) pieces.push({ text: text.slice(cursor, start), marked: false });
    pieces.push({ text: text.slice(start, range.end), marked: true });
    cursor = range.end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), marked: false });
  return pieces;
}

export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {splitHighlights(text, ranges).map((piece, index) =>
        piece.marked ? <Mark key={index}>{piece.text}</Mark> : piece.text,
      )}
    </>
  );
}
