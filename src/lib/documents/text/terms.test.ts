import { queryTerms } from './terms';

test('prepositions of place and manner are not what a question is about', () => {
  expect(queryTerms('Can my account be closed without any warning?')).toEqual([
    'account',
    'closed',
    'warning',
  ]);
  expect(queryTerms('What is expected across each fortnight, within the team?')).toEqual([
    'expected',
    'fortnight',
    'team',
  ]);
});
