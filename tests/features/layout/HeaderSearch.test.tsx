import { screen, within } from '@testing-library/react';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';

setupFakeFunctions([]);

describe("The header's search", () => {
  it('tells what its field takes: a word or a name in any spelling or script', async () => {
    await renderApp({ route: '/' });
    const form = await screen.findByRole('search', { name: 'Site search' });
    const field = within(form).getByRole('searchbox', { name: 'Search this site' });
    expect(field).toHaveAccessibleDescription('A word or a name, in any spelling or script: atman, aatma or Shankara.');
  });
});
