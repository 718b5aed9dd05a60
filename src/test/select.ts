import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses an option of a Mantine Select the way a person does: opens it and clicks the option
 * in its own list (with several selects on the page, each has a list of the same options).
 */
export async function chooseOption(user: UserEvent, input: HTMLElement, option: string) {
  await user.click(input);
  const listId = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    if (!id) throw new Error('The select did not open');
    return id;
  });
  const list = document.getElementById(listId)!;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

/** The input of the select labelled `label` (its list carries the same label). */
export const selectInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });
