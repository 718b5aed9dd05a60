import { lostDocumentsNotice, rememberDocumentCount } from './lost-documents';

afterEach(() => localStorage.clear());

test('storage found empty after holding documents is said once', () => {
  rememberDocumentCount(3);
  expect(lostDocumentsNotice(0)).toBe(
    'This browser cleared the 3 documents it kept for you, probably to free space. Upload them again to search them.',
  );
  expect(lostDocumentsNotice(0)).toBeNull();
});

test('nothing is said when documents were found, or none were kept', () => {
  rememberDocumentCount(2);
  expect(lostDocumentsNotice(2)).toBeNull();
  rememberDocumentCount(0);
  expect(lostDocumentsNotice(0)).toBeNull();
});
