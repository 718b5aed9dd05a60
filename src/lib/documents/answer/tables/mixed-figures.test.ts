import { csvTables } from '@/test/documents/csv-tables';
import { answerTableQuestion } from './answer-table-question';

const NONE = { previous: null, chosen: null };

function answered(question: string, csv: string[]) {
  const reply = answerTableQuestion(
    question,
    csvTables('doc', 'payments.csv', csv.join('\n')),
    NONE,
  );
  if (reply?.kind !== 'table-answer') throw new Error(`Not answered: ${JSON.stringify(reply)}`);
  return reply;
}

const CURRENCIES = [
  'Supplier,Region,Amount',
  'Acme,North,£100',
  'Brill,North,$200',
  'Crest,South,€300',
  'Dune,South,¥400',
  'Acme,South,£500',
  'Brill,South,$200',
];

describe('a column mixing currencies', () => {
  test('is totalled per currency, never as one figure', () => {
    const reply = answered('What is the total amount?', CURRENCIES);
    expect(reply.answer).toBe('£600 (2 rows), $400 (2 rows), €300 (1 row) and ¥400 (1 row)');
    expect(reply.value).toBeNull();
    expect(reply.explanation).toBe(
      'The Amount column mixes £, $, € and ¥, so each is figured on its own. Sum of Amount, 6 rows.',
    );
  });

  test('the example from the issue: £, $, € and ¥ are not added up as £1,000', () => {
    const reply = answered('Total amount', CURRENCIES.slice(0, 5));
    expect(reply.answer).not.toContain('1,000');
    expect(reply.answer).toBe('£100 (1 row), $200 (1 row), €300 (1 row) and ¥400 (1 row)');
  });

  test('a ranking over it is refused with the reason, and the totals per currency', () => {
    const reply = answered('Which region has the highest amount?', CURRENCIES);
    expect(reply.answer).toBe(
      "The Amount column mixes £, $, € and ¥, so its figures can't be compared as one; I can total it per currency: £600, $400, €300 and ¥400",
    );
    expect(reply.value).toBeNull();
    expect(reply.table).toBeNull();
    expect(reply.names).toEqual([]);
  });

  test('one currency with some cells unmarked is still one currency', () => {
    const reply = answered('Total amount', ['Supplier,Amount', 'Acme,£100', 'Brill,250']);
    expect(reply.answer).toBe('£350');
  });
});

describe('percentages mixed with plain numbers', () => {
  test('"50%", "2", "25%" is not averaged as 25.67%', () => {
    const reply = answered('What is the average rate?', ['Item,Rate', 'A,50%', 'B,2', 'C,25%']);
    expect(reply.answer).toBe('37.5% (2 rows) and 2 (1 row)');
    expect(reply.explanation).toMatch(/^The Rate column mixes percentages and plain numbers/);
  });
});

describe('mixed decimal conventions', () => {
  test('1.234 beside 1.234,50 is refused with the reason, not summed as 1,248.079', () => {
    const reply = answered('Total amount', ['Item,Amount', 'A,1.234', 'B,"1.234,50"', 'C,12.345']);
    expect(reply.value).toBeNull();
    expect(reply.answer).toBe(
      "The Amount column writes numbers two ways: 1.234,50 has a decimal comma, while 1.234 reads as a decimal point, so I can't total it reliably. Write its numbers one way in the spreadsheet, then upload it again.",
    );
  });

  test('decimal commas alone are read as they are written', () => {
    const reply = answered('Total amount', ['Item,Amount', 'A,"1.234,50"', 'B,"2,5"']);
    expect(reply.value).toBe(1_237);
  });
});

describe('integers beyond 2^53', () => {
  test('are flagged rather than rounded silently', () => {
    const reply = answered('Total quantity', ['Item,Quantity', 'A,9007199254740993', 'B,1']);
    expect(reply.answer).toMatch(/ \(some values are too large to add exactly\)$/);
  });

  test('so is a total of whole numbers that goes beyond it', () => {
    const rows = ['Item,Quantity', 'A,6000000000000000', 'B,6000000000000001'];
    expect(answered('Total quantity', rows).answer).toMatch(/too large to add exactly\)$/);
  });

  test('figures of ordinary size carry no flag', () => {
    expect(answered('Total quantity', ['Item,Quantity', 'A,12', 'B,1']).answer).toBe('13');
  });
});
