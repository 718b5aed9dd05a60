import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { RecoveryScreen } from './RecoveryScreen';

function Boom(): never {
  throw new Error('The widget exploded');
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React and the boundary log the caught error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the recovery screen with a reload button instead of a blank page', () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>Before the error</p>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The widget exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    expect(screen.queryByText('Before the error')).not.toBeInTheDocument();
  });

  it('renders its children when nothing throws', () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe('RecoveryScreen', () => {
  it('reloads the page from its button', async () => {
    const reload = vi.fn();
    const { user } = renderWithProviders(<RecoveryScreen error="not an Error" onReload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText('not an Error')).toBeNull();
  });
});
