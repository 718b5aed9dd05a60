import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DEMO_ACCOUNTS } from './support/auth';
import { ask, openDocumentChatSignedIn, upload } from './support/document-chat';
import { expect, test } from './test';

/**
 * The evaluation's real public files (scripts/eval/data, provenance in its SOURCES.md) uploaded
 * and asked through the production build, as a person would: the answers checked are those
 * `npm run eval` expects, worked out without the product (SQL over the raw file, or the
 * handbook's own sentence).
 */

test.use({ signedInAs: 'owner' });

const EVAL_DIR = new URL('../scripts/eval/', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, EVAL_DIR), 'utf8'));

interface TableAnswer {
  id: string;
  file: string;
  question: string;
  expected:
    { type: 'groups'; rows: { group: string; value: number }[] } | { type: 'name'; value: string };
}
interface ProseQuestion {
  id: string;
  file: string;
  question: string;
  answerSentence: string;
  expectedDirect: string;
}

const TABLE_ANSWERS: TableAnswer[] = readJson('expected-tables.json').answers;
const PROSE_QUESTIONS: ProseQuestion[] = readJson('prose-questions.json').questions;
const tableAnswer = (id: string) => TABLE_ANSWERS.find((answer) => answer.id === id)!;
const proseQuestion = (id: string) => PROSE_QUESTIONS.find((question) => question.id === id)!;

const MIME_TYPES: Record<string, string> = {
  csv: 'text/csv',
  md: 'text/markdown',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function evalFile(file: string) {
  const name = basename(file);
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return {
    name,
    mimeType: MIME_TYPES[extension]!,
    buffer: readFileSync(new URL(`data/${file}`, EVAL_DIR)),
  };
}

/** The heading a sentence of a Markdown file sits under: what its citation names. */
function headingAbove(markdown: string, sentence: string): string {
  const before = markdown.slice(0, markdown.indexOf(sentence));
  const headings = [...before.matchAll(/^#{1,6}\s+(.+)$/gm)];
  return headings.at(-1)![1]!.trim();
}

test('a real store list answers a count per group with every group, and which state has the most', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const perType = tableAnswer('wm-11');
  const mostStores = tableAnswer('wm-12');
  if (perType.expected.type !== 'groups' || mostStores.expected.type !== 'name') {
    throw new Error('wm-11 should expect groups and wm-12 a name');
  }
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, evalFile(perType.file));

  const groups = await ask(page, perType.question);
  const rows = groups.getByRole('table').getByRole('row');
  // A header row, then one row per group.
  await expect(rows).toHaveCount(perType.expected.rows.length + 1);
  for (const { group, value } of perType.expected.rows) {
    await expect(rows.filter({ hasText: group })).toContainText(value.toLocaleString('en-US'));
  }

  const most = await ask(page, mostStores.question);
  await expect(most.locator('mark')).toContainText(mostStores.expected.value);
});

test('a real Markdown terms page answers with its own sentence, cited under its heading', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const question = proseQuestion('github-05');
  const file = evalFile(question.file);
  const heading = headingAbove(String(file.buffer), question.answerSentence);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, file);

  const answer = await ask(page, question.question);
  await expect(answer.locator('mark').first()).toContainText(question.expectedDirect);
  await expect(
    answer.getByRole('button', { name: `Open source: ${file.name}, ${heading}` }).first(),
  ).toBeVisible();
  await expect(answer).not.toContainText('###');
});

test("a real PDF and Word policy answer with their own sentences: no running footer, the Word document's bold heading cited", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const chair = proseQuestion('lfp-02');
  const licensing = proseQuestion('ipp-03');
  const pdf = evalFile(chair.file);
  const docx = evalFile(licensing.file);
  await openDocumentChatSignedIn(page, DEMO_ACCOUNTS.owner.name);
  await upload(page, pdf);
  await upload(page, docx);

  // Page 5 of the PDF holds the sentence; every page but the first repeats the footer
  // 'Linux Foundation Compliance Program: Generic FOSS Policy' and a letter-spaced banner.
  const chaired = await ask(page, chair.question);
  await expect(chaired.locator('mark').first()).toContainText(chair.expectedDirect);
  await expect(
    chaired.getByRole('button', { name: `Open source: ${pdf.name}, page 5` }).first(),
  ).toBeVisible();
  await expect(chaired).not.toContainText('O P E N');

  // The Word document heads the section by a bold line, with no heading style.
  const licensed = await ask(page, licensing.question);
  await expect(licensed.locator('mark').first()).toContainText(licensing.expectedDirect);
  await expect(
    licensed
      .getByRole('button', {
        name: `Open source: ${docx.name}, Ownership of IP created using COMPANY Resources, paragraphs`,
      })
      .first(),
  ).toBeVisible();
});
