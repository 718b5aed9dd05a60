import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { DevtoolsPanel } from './DevtoolsPanel';

describe('the flow inspector', () => {
  it('links to the API reference rendered from the contract, in a new tab', () => {
    renderWithProviders(<DevtoolsPanel opened onClose={() => {}} />);
    const panel = screen.getByRole('dialog', { name: 'Flow inspector' });
    const link = within(panel).getByRole('link', { name: /API reference/ });
    expect(link).toHaveAttribute('target', '_blank');
    const href = link.getAttribute('href') ?? '';
    // The rendered contract (npm run docs:api), which the build copies as an asset.
    expect(href).toMatch(/\/docs\/api\/index\.html$/);
    expect(existsSync(join(process.cwd(), href))).toBe(true);
  });
});
