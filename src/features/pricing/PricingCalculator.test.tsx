import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PricingCalculator } from './PricingCalculator';

const total = () => screen.getByRole('status', { name: 'Monthly total' });
const agentsField = () => screen.getByRole('textbox', { name: 'Agents' });
const usersField = () => screen.getByRole('textbox', { name: 'Users' });

function expectNoNaN() {
  expect(document.body.textContent).not.toMatch(/NaN/);
}

describe('PricingCalculator', () => {
  it('starts with one agent and 50 users', () => {
    renderWithProviders(<PricingCalculator />);
    expect(agentsField()).toHaveValue('1');
    expect(usersField()).toHaveValue('50');
    expect(total()).toHaveTextContent('$349');
  });

  it.each([
    ['2 agents, 50 users', '$698'],
    ['4 agents, 150 users', '$1,446'],
    ['6 agents, 500 users', '$2,494'],
  ])('the "%s" example shows %s', async (name, price) => {
    const { user } = renderWithProviders(<PricingCalculator />);
    const preset = screen.getByRole('button', { name });
    expect(preset).toHaveAttribute('aria-pressed', 'false');
    await user.click(preset);
    expect(total()).toHaveTextContent(price);
    expect(preset).toHaveAttribute('aria-pressed', 'true');
  });

  it('prices typed counts and shows the breakdown', async () => {
    const { user } = renderWithProviders(<PricingCalculator />);
    await user.clear(agentsField());
    await user.type(agentsField(), '4');
    await user.clear(usersField());
    await user.type(usersField(), '150');
    expect(total()).toHaveTextContent('$1,446');
    const breakdown = within(screen.getByRole('table', { name: 'Price breakdown' }));
    expect(breakdown.getByRole('row', { name: /4 agents × \$349/ })).toHaveTextContent('$1,396');
    expect(breakdown.getByRole('row', { name: /50 extra users × \$1/ })).toHaveTextContent('$50');
    expect(breakdown.getByRole('row', { name: /Total per month/ })).toHaveTextContent('$1,446');
    expect(screen.getByRole('button', { name: '4 agents, 150 users' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('explains an empty field and keeps the last valid price', async () => {
    const { user } = renderWithProviders(<PricingCalculator />);
    await user.click(screen.getByRole('button', { name: '4 agents, 150 users' }));
    await user.clear(agentsField());
    expect(screen.getByText(/Enter 1 to 6 agents\. The price uses 4\./)).toBeInTheDocument();
    expect(total()).toHaveTextContent('$1,446');
    await user.clear(usersField());
    expect(screen.getByText(/Enter 1 to 1,000,000 users\. The price uses 150\./)).toBeVisible();
    expectNoNaN();

    await user.tab();
    expect(usersField()).toHaveValue('150');
    expect(screen.queryByText(/Enter 1 to/)).not.toBeInTheDocument();
  });

  it('clamps more than six agents and says so', async () => {
    const { user } = renderWithProviders(<PricingCalculator />);
    await user.clear(agentsField());
    await user.type(agentsField(), '9');
    expect(screen.getByText(/At most 6 agents — the price uses 6\./)).toBeInTheDocument();
    expect(total()).toHaveTextContent('$2,094');
    await user.tab();
    expect(agentsField()).toHaveValue('6');
  });

  it('ignores minus signs and letters, never showing NaN', async () => {
    const { user } = renderWithProviders(<PricingCalculator />);
    await user.clear(agentsField());
    await user.type(agentsField(), '-3');
    expect(agentsField()).toHaveValue('3');
    await user.clear(usersField());
    await user.type(usersField(), 'abc');
    expect(usersField()).toHaveValue('');
    await user.type(usersField(), '0');
    expect(screen.getByText(/At least 1 — the price uses 1\./)).toBeInTheDocument();
    expect(total()).toHaveTextContent('$1,047');
    expectNoNaN();
  });

  it('the sliders change the counts from the keyboard', async () => {
    const { user } = renderWithProviders(<PricingCalculator />);
    screen.getByRole('slider', { name: 'Agents' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(agentsField()).toHaveValue('3');
    screen.getByRole('slider', { name: 'Users' }).focus();
    await user.keyboard('{End}');
    expect(usersField()).toHaveValue('1,000');
    expect(total()).toHaveTextContent('$1,947');
  });
});
