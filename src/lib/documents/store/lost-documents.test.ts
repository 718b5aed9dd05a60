import type { DocumentUser } from '../types';
import { problemMessages } from './library-problems';
import { lostDocuments, rememberDocumentCounts } from './lost-documents';

afterEach(() => localStorage.clear());

const owner: DocumentUser = { id: 'owner', companyId: 'demo', clearance: 'Private' };
const associate: DocumentUser = { id: 'assoc', companyId: 'demo', clearance: 'Public' };
const outsider: DocumentUser = { id: 'out', companyId: 'other', clearance: 'Private' };

const cleared = (count: string) =>
  `This browser cleared the ${count} it kept for you, probably to free space. Upload them again to search them.`;

test('storage found empty after holding documents is said once, to each only about theirs', () => {
  rememberDocumentCounts('library', [
    { scope: 'company:demo', classification: 'Public' },
    { scope: 'company:demo', classification: 'Public' },
    { scope: 'company:demo', classification: 'Private' },
    { scope: 'company:other', classification: 'Confidential' },
  ]);
  const lost = lostDocuments('library', 0);
  expect(problemMessages(lost, associate)).toEqual([cleared('2 documents')]);
  expect(problemMessages(lost, owner)).toEqual([cleared('3 documents')]);
  expect(problemMessages(lost, outsider)).toEqual([cleared('1 document')]);
  expect(problemMessages(lost, { id: 'new', companyId: 'new', clearance: 'Private' })).toEqual([]);
  expect(lostDocuments('library', 0)).toEqual([]);
});

test('nothing is said when documents were found, or none were kept', () => {
  rememberDocumentCounts('library', [{ scope: 'company:demo', classification: 'Public' }]);
  expect(lostDocuments('library', 1)).toEqual([]);
  rememberDocumentCounts('library', []);
  expect(lostDocuments('library', 0)).toEqual([]);
});
