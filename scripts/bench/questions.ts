/**
 * Answer quality: questions people would ask about the fixture documents, worded
 * differently from the documents (and a few with typos), each with the document and the
 * location that answers it.
 */
import type { FixtureName } from '../fixtures/catalogue';
import { salesRow } from '../fixtures/corpus';
import type { PassageLocation } from '../../src/lib/documents/types';

export interface ExpectedAnswer {
  question: string;
  document: FixtureName;
  page?: number;
  slide?: number;
  /** Any of these paragraphs/rows (1-based) inside the cited range counts. */
  paragraph?: number;
  rows?: number[];
  sheet?: string;
}

/** The documents the quality questions are about. */
export const QUALITY_DOCUMENTS: FixtureName[] = [
  'store-operations-handbook.pdf',
  'returns-policy.docx',
  'q3-sales.xlsx',
  'new-starter-training.pptx',
  'inventory.csv',
  'store-visit-notes.txt',
  'supplier-contacts-latin1.txt',
  'annual-review-50-pages.pdf',
];

const handbook = 'store-operations-handbook.pdf';
const policy = 'returns-policy.docx';
const sales = 'q3-sales.xlsx';
const deck = 'new-starter-training.pptx';
const inventory = 'inventory.csv';
const notes = 'store-visit-notes.txt';
const suppliers = 'supplier-contacts-latin1.txt';
const review = 'annual-review-50-pages.pdf';

export const QUALITY_QUESTIONS: ExpectedAnswer[] = [
  { question: 'What are the Sunday trading hours?', document: handbook, page: 1 },
  { question: 'How early should the opening colleague arrive?', document: handbook, page: 2 },
  {
    question: 'How much money goes in each till float at the start of the day?',
    document: handbook,
    page: 2,
  },
  { question: 'What is the most cash a till can hold before a skim?', document: handbook, page: 3 },
  {
    question: 'What do I do if a banknote fails the counterfeit check?',
    document: handbook,
    page: 3,
  },
  { question: 'What is on the lock-up checklist at closing?', document: handbook, page: 4 },
  { question: 'How often are the fire extinguishers inspected?', document: handbook, page: 5 },
  {
    question: 'When must an accident be written up in the incident report?',
    document: handbook,
    page: 5,
  },
  { question: 'Explain the LAST method for complaints', document: handbook, page: 6 },
  { question: 'How much can a goodwill voucher be worth?', document: handbook, page: 6 },
  { question: 'What temperature must chilled deliveries arrive at?', document: handbook, page: 7 },
  { question: 'How far ahead is the weekly rota published?', document: handbook, page: 8 },
  { question: 'How long is the break on a shift over six hours?', document: handbook, page: 8 },
  { question: 'What is our shrinkage target?', document: handbook, page: 9 },
  { question: 'Are we allowed to detain a shoplifter?', document: handbook, page: 9 },
  { question: 'What shoes do I need to wear with the uniform?', document: handbook, page: 10 },

  {
    question: 'How many days do customers have to return electronics?',
    document: policy,
    paragraph: 3,
  },
  { question: 'Can a customer get money back without a receipt?', document: policy, paragraph: 4 },
  { question: 'Are gift cards refundable?', document: policy, paragraph: 7 },
  {
    question: 'How long do card refunds take to show on a statement?',
    document: policy,
    paragraph: 11,
  },
  { question: 'Who approves a refund over 500 dollars?', document: policy, paragraph: 13 },
  { question: 'Can online orders be sent back by post?', document: policy, paragraph: 8 },
  { question: 'Can clearence items with a red tag be returned?', document: policy, paragraph: 10 },

  {
    question: 'What was the Northgate revenue in August?',
    document: sales,
    sheet: 'Sales',
    rows: [salesRow('Northgate', 'August')],
  },
  {
    question: 'Who manages the Pinecrest store?',
    document: sales,
    sheet: 'Sales',
    rows: [salesRow('Pinecrest', 'July'), salesRow('Pinecrest', 'September')],
  },
  {
    question: 'What is the Q4 target for the Coastal region?',
    document: sales,
    sheet: 'Targets',
    rows: [6],
  },
  {
    question: 'Who is the regional manager for the West region?',
    document: sales,
    sheet: 'Targets',
    rows: [5],
  },

  { question: 'What is the contactless limit at the till?', document: deck, slide: 2 },
  { question: 'How many loyalty points make a voucher?', document: deck, slide: 3 },
  { question: 'Which radio channel do I use to call security?', document: deck, slide: 4 },
  { question: 'How long should I wash my hands before handling food?', document: deck, slide: 5 },
  { question: 'What is the IT help desk extension for till faults?', document: deck, slide: 7 },

  { question: 'Is there a recall on any battery packs?', document: inventory, rows: [2] },
  { question: 'Which item is a demo unit that must not be sold?', document: inventory, rows: [16] },
  {
    question: 'Which supplier provides the cordless drill?',
    document: inventory,
    rows: [2, 22, 42, 62, 82],
  },

  { question: 'Why was ice cream short at Harbour Point?', document: notes, paragraph: 2 },
  { question: 'Which store had cages blocking a fire exit?', document: notes, paragraph: 4 },
  { question: 'What happened after the roof leaked?', document: notes, paragraph: 6 },
  {
    question: 'Where were the razors moved after shoplifting went up?',
    document: notes,
    paragraph: 9,
  },
  {
    question: 'What happens to click and collect orders left in the lockers?',
    document: notes,
    paragraph: 12,
  },

  { question: 'Who is our contact at Muller Frischwaren?', document: suppliers, paragraph: 3 },
  {
    question: 'Who handles warranty claims for faulty LED bulbs?',
    document: suppliers,
    paragraph: 5,
  },

  { question: 'Which store piloted electronic shelf labels?', document: review, page: 7 },
  { question: 'Where did we trial rooftop solar panels?', document: review, page: 13 },
  {
    question: 'Which store shares surplus food in a community fridge?',
    document: review,
    page: 21,
  },
  { question: 'Which store has a sensory friendly quiet hour?', document: review, page: 29 },
  { question: 'Where was the drive-through click and collect lane?', document: review, page: 36 },
  {
    question: 'Which store replaced plastic carrier bags with compostable ones?',
    document: review,
    page: 44,
  },
];

/** Whether a cited location answers the expected one. */
export function locationMatches(location: PassageLocation, expected: ExpectedAnswer): boolean {
  switch (location.kind) {
    case 'page':
      return location.page === expected.page;
    case 'slide':
      return location.slide === expected.slide;
    case 'paragraphs':
      return (
        expected.paragraph !== undefined &&
        location.first <= expected.paragraph &&
        expected.paragraph <= location.last
      );
    case 'rows':
      return (expected.rows ?? []).some((row) => location.first <= row && row <= location.last);
    case 'sheet-rows':
      return (
        location.sheet === expected.sheet &&
        (expected.rows ?? []).some((row) => location.first <= row && row <= location.last)
      );
    // Passages are cited by page, slide, paragraph or sheet; a table's rows only in table answers.
    case 'table-rows':
      return false;
  }
}

export interface QualityReport {
  questions: number;
  hitAt1: number;
  hitAt3: number;
  misses: { question: string; expected: string; got: string[] }[];
}

/** Asks every question through `ask` and scores the citations it returns. */
export async function scoreQuality(
  ask: (
    question: string,
  ) => Promise<{ documentName: string; location: PassageLocation; label: string }[]>,
): Promise<QualityReport> {
  let hitAt1 = 0;
  let hitAt3 = 0;
  const misses: QualityReport['misses'] = [];
  for (const expected of QUALITY_QUESTIONS) {
    const citations = (await ask(expected.question)).slice(0, 3);
    const hits = citations.map(
      (citation) =>
        citation.documentName === expected.document && locationMatches(citation.location, expected),
    );
    if (hits[0]) hitAt1 += 1;
    if (hits.some(Boolean)) hitAt3 += 1;
    else {
      misses.push({
        question: expected.question,
        expected: `${expected.document} ${JSON.stringify({ ...expected, question: undefined, document: undefined })}`,
        got: citations.map((citation) => `${citation.documentName}, ${citation.label}`),
      });
    }
  }
  const total = QUALITY_QUESTIONS.length;
  return { questions: total, hitAt1: hitAt1 / total, hitAt3: hitAt3 / total, misses };
}
