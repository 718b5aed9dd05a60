import fc from 'fast-check';
import { buildDocx, buildPdf, buildXlsx } from '../../../../scripts/fixtures/builders';
import { DocumentError } from '../errors';
import type { Extraction } from '../types';
import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';

/** Generous for a few-KB file on a shared CI core; a hang or a bomb takes far longer. */
const PER_FILE_MS = 5_000;
const RUNS = 25;

type Outcome = { kind: 'read'; extraction: Extraction } | { kind: 'refused'; error: DocumentError };

/** Reads a file the way the worker does and insists on a result or a DocumentError. */
async function readWithinBudget(bytes: Uint8Array, fileName: string): Promise<Outcome> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = {
      kind: 'read',
      extraction: await extractInProcess(fileOf(bytes, fileName), fileName, {}),
    };
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    outcome = { kind: 'refused', error };
  }
  expect(performance.now() - started).toBeLessThan(PER_FILE_MS);
  // A sentence for people, not a stack trace or an empty string.
  if (outcome.kind === 'refused') expect(outcome.error.message).toMatch(/^[A-Z\w].{20,}\.$/s);
  return outcome;
}

interface Mutation {
  edits: { at: number; byte: number }[];
  /** Share of the file kept, to cut it short. */
  keep: number | undefined;
}

/** Byte edits at positions that scale to any file: overwrite, or cut the file short. */
const mutations: fc.Arbitrary<Mutation> = fc.record({
  edits: fc.array(
    fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), byte: fc.nat(255) }),
    {
      minLength: 1,
      maxLength: 8,
    },
  ),
  keep: fc.option(fc.double({ min: 0.5, max: 1, noNaN: true }), { nil: undefined }),
});

function mutate(original: Uint8Array, { edits, keep }: Mutation): Uint8Array {
  const bytes = original.slice(0, Math.max(1, Math.floor(original.length * (keep ?? 1))));
  for (const { at, byte } of edits)
    bytes[Math.min(bytes.length - 1, Math.floor(at * bytes.length))] = byte;
  return bytes;
}

const docx = buildDocx(['Refunds are accepted within 30 days.', 'Keep the receipt.']);
const xlsx = buildXlsx([
  {
    name: 'Stock',
    rows: [
      ['Item', 'Count'],
      ['Mugs', 12],
      ['Plates', 4],
    ],
  },
]);

describe('any file ends in a result or a clear error, within its budget', () => {
  test.each([
    ['docx', docx],
    ['xlsx', xlsx],
  ] as const)('mutated %s archives', async (format, original) => {
    await fc.assert(
      fc.asyncProperty(mutations, async (mutation) => {
        await readWithinBudget(mutate(original, mutation), `fuzz.${format}`);
      }),
      { numRuns: RUNS },
    );
  });

  test('mutated PDFs', async () => {
    const original = await buildPdf(['Refunds are accepted within 30 days.', 'Keep the receipt.']);
    await fc.assert(
      fc.asyncProperty(mutations, async (mutation) => {
        await readWithinBudget(mutate(original, mutation), 'fuzz.pdf');
      }),
      { numRuns: RUNS },
    );
  });

  test.each(['docx', 'xlsx', 'pptx', 'pdf'])('random bytes named .%s', async (format) => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2_048 }), async (bytes) => {
        await readWithinBudget(bytes, `random.${format}`);
      }),
      { numRuns: RUNS },
    );
  });

  test('CSV of quotes, delimiters and line breaks', async () => {
    const csvText = fc
      .array(fc.constantFrom('a', '1', ',', ';', '"', '\n', '\r\n', ' ', '""'), { maxLength: 200 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(csvText, async (text) => {
        const outcome = await readWithinBudget(new TextEncoder().encode(text), 'fuzz.csv');
        if (outcome.kind === 'refused' && outcome.error.code === 'corrupt') {
          expect(outcome.error.message).toMatch(/row \d+/);
        }
      }),
      { numRuns: RUNS * 4 },
    );
  });
});
