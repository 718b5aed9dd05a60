import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A price comparison, as a textbook survey has it: one column per seller and condition
 * (`bookstore_new`, `amazon_new`), in dollars, no header saying price.
 */
const BOOKS = csvTables(
  'books',
  'ucla-textbooks.csv',
  [
    'course,subject,textbook_isbn,bookstore_new,bookstore_used,amazon_new,amazon_used',
    'Calculus I,Mathematics,9781319025397,219.97,164.98,205.00,120.50',
    'Calculus I Honors,Mathematics,9781319025397,219.97,164.98,205.00,120.50',
    'Calculus II,Mathematics,9781319025398,199.97,149.98,189.00,',
    'Intro French,French,9780134073828,152.95,,152.95,99.00',
    'World History,History,9780199861873,49.26,43.26,54.95,24.83',
    'Logic,Philosophy,,,,,',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, BOOKS);

test('"the new price at the bookstore" is `bookstore_new`: "price" says what its figure is', () => {
  const average = answered('What is the average new Amazon price for Mathematics courses?');
  expect(average.explanation).toMatch(/^Average of amazon_new where subject is Mathematics/);
  expect(average.answer).toBe('199.67');
  expect(answered('Which subject has the highest total bookstore new price?').names[0]).toBe(
    'Mathematics',
  );
  expect(answered('Which subject has the lowest average Amazon new price?').names[0]).toBe(
    'History',
  );
});

test('an ISBN is a code: "how many textbooks" counts distinct ISBNs, never adds them up', () => {
  const dear = answered('How many textbooks cost more than $150 new at the bookstore?');
  expect(dear.answer).toBe('3');
  expect(dear.explanation).not.toMatch(/^Sum of textbook_isbn/);
});
