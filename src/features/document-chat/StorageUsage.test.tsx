import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { StorageUsage } from './StorageUsage';

const MB = 1024 * 1024;

beforeEach(() => {
  // The browser's estimate covers the whole app: here 40 MB, of which the viewer's are 1.5 MB.
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      estimate: async () => ({ usage: 40 * MB, quota: 100 * MB }),
      persisted: async () => false,
    },
  });
});
afterEach(() => {
  delete (navigator as { storage?: unknown }).storage;
});

test("the viewer's documents are sized on their own; the browser's total is labelled as such", async () => {
  renderWithProviders(<StorageUsage libraryBytes={1.5 * MB} lasting version={1} />);
  expect(screen.getByText('Your documents take 1.5 MB in this browser.')).toBeInTheDocument();
  expect(
    await screen.findByText(
      "This browser's total for this app, all accounts included: 40 MB of 100 MB used (40 %)",
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('progressbar', {
      name: 'Browser storage used by this app, all accounts: 40 %',
    }),
  ).toBeInTheDocument();
});
