import { uploadSummary } from './upload-summary';

describe('uploadSummary', () => {
  it("says a single file's result in its own words", () => {
    expect(uploadSummary([{ name: 'a.txt', outcome: 'ready' }])).toEqual({
      tone: 'success',
      title: 'Document Uploaded Successfully',
      message: 'a.txt has been processed and is ready for chat.',
    });
    expect(uploadSummary([{ name: 'b.pdf', outcome: 'failed', reason: 'It is corrupt.' }])).toEqual(
      {
        tone: 'error',
        title: 'Document Upload Failed',
        message: 'b.pdf could not be processed: It is corrupt.',
      },
    );
  });

  it('sums several files up in one toast', () => {
    expect(
      uploadSummary([
        { name: 'a.txt', outcome: 'ready' },
        { name: 'b.txt', outcome: 'ready' },
      ]),
    ).toMatchObject({ tone: 'success', title: 'Documents Uploaded Successfully' });
    expect(
      uploadSummary([
        { name: 'a.txt', outcome: 'ready' },
        { name: 'scan.pdf', outcome: 'stored', reason: 'No text layer.' },
        { name: 'c.txt', outcome: 'cancelled' },
      ]),
    ).toEqual({
      tone: 'info',
      title: '2 of 3 Documents Uploaded',
      message: 'Ready for chat: a.txt. Stored, not searchable: scan.pdf. Not added: c.txt.',
    });
  });

  it('says nothing of an empty batch', () => {
    expect(uploadSummary([])).toBeNull();
  });
});
