import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

/**
 * Best-selling books by genre: rupee prices with the sign and thousands commas, star ratings
 * and how many people gave them (the shape of the twenty-eighth eval round's Amazon books).
 */
const BOOKS = csvTables(
  'books',
  'Books_df.csv',
  [
    ',Title,Author,Main Genre,Type,Price,Rating,No. of People rated',
    '0,The Kite Runner,Khaled Hosseini,Literature & Fiction,Paperback,₹175.75,4.6,50016.0',
    '1,Black Holes,Stephen Hawking,Science,Paperback,₹99.00,4.5,7686.0',
    '2,The Kidney,Brenner,Medicine,Hardcover,"₹29,280.00",4.8,12.0',
    '3,A First Book,New Author,Literature & Fiction,Kindle Edition,₹49.00,0.0,0.0',
    '4,And the Mountains Echoed,Khaled Hosseini,Literature & Fiction,Paperback,₹120.00,4.2,7686.0',
  ].join('\n'),
);

test("'the most expensive' names the price", () => {
  const reply = tableAnswerTo('Which book is the most expensive?', BOOKS);
  expect(reply.names[0]).toBe('The Kidney');
  expect(tableAnswerTo('Which book is the least expensive?', BOOKS).names[0]).toBe('A First Book');
});

test("'the most ratings' beside a Rating of stars: how many people rated, not the stars added", () => {
  expect(tableAnswerTo('Which author has the most ratings?', BOOKS).names[0]).toBe(
    'Khaled Hosseini',
  );
  const average = tableAnswerTo(
    'What is the average number of ratings for Paperback books?',
    BOOKS,
  );
  expect(average.value).toBeCloseTo(21796);
  // The stars themselves are still the rating.
  expect(tableAnswerTo('What is the average rating of Paperback books?', BOOKS).value).toBeCloseTo(
    4.43,
  );
});

test("'each employee' of a list of books is none of its authors: no figure is given", () => {
  expect(tableReplyTo('How many uniforms does each employee get?', BOOKS)?.kind).not.toBe(
    'table-answer',
  );
  // Anyone a column names is still a person.
  expect(tableAnswerTo('Which person has the most books?', BOOKS).names[0]).toBe('Khaled Hosseini');
});

test("'each employee' of a bare name column of products names no one; of people it does", () => {
  const products = csvTables(
    'products',
    'products.csv',
    ['id,name,price', '1,Chaz Kangeroo Hoodie-XS-Black,52', '2,Ví nam nữ cao cấp 204449,9'].join(
      '\n',
    ),
  );
  expect(tableReplyTo('How many uniforms does each employee get?', products)?.kind).not.toBe(
    'table-answer',
  );
  const staff = csvTables(
    'staff',
    'staff.csv',
    ['name,shifts', 'Maressa Dearell,4', 'Micheil Manklow,2'].join('\n'),
  );
  expect(tableAnswerTo('Which employee worked the most shifts?', staff).names).toEqual([
    'Maressa Dearell',
  ]);
});
