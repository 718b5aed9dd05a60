import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ProcessingPanel } from './ProcessingPanel';

describe('ProcessingPanel', () => {
  test('names the scanned page text recognition is on, with the whole-file percent', () => {
    renderWithProviders(
      <ProcessingPanel
        name="delivery-notes.pdf"
        waiting={0}
        progress={{ stage: 'recognising', percent: 36, page: { number: 3, count: 10 } }}
        onCancel={() => {}}
        onCancelAll={() => {}}
      />,
    );
    expect(screen.getByRole('status', { name: 'Processing delivery-notes.pdf' })).toHaveTextContent(
      'Recognising text (OCR) delivery-notes.pdf, page 3 of 10… 36 %',
    );
    expect(
      screen.getByRole('button', { name: 'Cancel processing delivery-notes.pdf' }),
    ).toBeVisible();
    // Nothing waits after it: no Cancel all.
    expect(screen.queryByRole('button', { name: 'Cancel all' })).toBeNull();
  });

  test('other stages name no page; files waiting after this one are counted and can be cancelled with it', async () => {
    const cancelled: string[] = [];
    const { user } = renderWithProviders(
      <ProcessingPanel
        name="handbook.pdf"
        waiting={2}
        progress={{ stage: 'extracting', percent: 40 }}
        onCancel={() => cancelled.push('this one')}
        onCancelAll={() => cancelled.push('all')}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Extracting text handbook.pdf… 40 % (2 more files waiting)',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    await user.click(screen.getByRole('button', { name: 'Cancel processing handbook.pdf' }));
    expect(cancelled).toEqual(['all', 'this one']);
  });
});
