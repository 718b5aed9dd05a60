import {
  ACCEPT_ATTRIBUTE,
  hasAcceptedExtension,
  MAX_UPLOAD_BYTES,
  uploadProblem,
  uploadProblemNotice,
  displayFileName,
  rejectedFilesNotice,
} from './upload-rules';

describe('upload rules', () => {
  it.each([
    'report.pdf',
    'notes.txt',
    'stores.csv',
    'deck.ppt',
    'deck.pptx',
    'policy.doc',
    'policy.docx',
    'sales.xls',
    'sales.xlsx',
    'SHOUTING.PDF',
    'Mixed.DocX',
    'archive.tar.txt',
    'checklist.png',
    'shelf-label.JPG',
    'delivery-note.jpeg',
    'notice.webp',
  ])('accepts %s', (name) => {
    expect(hasAcceptedExtension(name)).toBe(true);
    expect(uploadProblem({ name, size: 10 })).toBeNull();
  });

  it.each([
    'photo.gif',
    'scan.tiff',
    'script.js',
    'report.pdf.exe',
    'pdf',
    'notes.txt ',
    'README',
    '.docxx',
  ])('refuses %s as an unsupported type', (name) => {
    expect(uploadProblem({ name, size: 10 })).toBe('unsupportedType');
  });

  it('refuses empty files and files over 25 MB, and takes exactly 25 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(uploadProblem({ name: 'a.txt', size: 0 })).toBe('empty');
    expect(uploadProblem({ name: 'a.txt', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblem({ name: 'a.txt', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
  });

  it('checks the type before the size', () => {
    expect(uploadProblem({ name: 'a.gif', size: 0 })).toBe('unsupportedType');
  });

  it("gives the spec's toast for a wrong type and a named one for size problems", () => {
    expect(uploadProblemNotice('unsupportedType', 'a.gif')).toEqual({
      title: 'Invalid File Type',
      message: 'Please upload only PDF, TXT, CSV, PPT, DOC, XLS, PNG, JPEG, or WebP files.',
    });
    expect(uploadProblemNotice('empty', 'a.txt').message).toContain('a.txt is empty');
    expect(uploadProblemNotice('tooLarge', 'big.pdf').message).toContain('larger than 25 MB');
  });

  it('lists every extension for the file picker', () => {
    expect(ACCEPT_ATTRIBUTE).toBe(
      '.pdf,.txt,.md,.csv,.tsv,.ppt,.pptx,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg,.webp',
    );
  });
});

describe('displayFileName', () => {
  it('drops every bidirectional control character and nothing else', () => {
    expect(displayFileName('x\u202Efdp.txt')).toBe('xfdp.txt');
    expect(displayFileName('\u2067report\u2069 \u200Eq3\u200F.csv')).toBe('report q3.csv');
    expect(displayFileName('Plan Q3 (final) – ünïcode.docx')).toBe(
      'Plan Q3 (final) – ünïcode.docx',
    );
  });

  it('refuses several files in one notice that names each and why', () => {
    expect(rejectedFilesNotice([{ problem: 'empty', fileName: 'e.txt' }])).toEqual(
      uploadProblemNotice('empty', 'e.txt'),
    );
    expect(
      rejectedFilesNotice([
        { problem: 'unsupportedType', fileName: 'photo.png' },
        { problem: 'tooLarge', fileName: 'huge.pdf' },
      ]),
    ).toEqual({
      title: "2 Files Can't Be Uploaded",
      message:
        'photo.png (Invalid File Type), huge.pdf (File Too Large). Please upload PDF, TXT, MD, CSV, TSV, PPT, DOC or XLS files of up to 25 MB.',
    });
    expect(rejectedFilesNotice([])).toBeNull();
  });
});
