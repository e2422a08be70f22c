/**
 * Run in the machine's zone and again in America/Los_Angeles and Asia/Kolkata (jest.config.ts, by
 * tests/support/timeZoneEnvironment.ts): a post dated 2024-03-05 reads 'March 5, 2024' everywhere.
 */
import { screen } from '@testing-library/react';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';

setupFakeFunctions([
  {
    id: 1,
    slug: 'dated',
    metaTitle: 'A dated post',
    metaDescription: 'Written on the fifth of March.',
    date: '2024-03-05',
    blog: 'Text.',
  },
]);

describe(`Post date in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, () => {
  it('runs in the time zone it was asked to', () => {
    const instant = new Date('2024-03-05T00:00:00Z');
    const asked = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(instant.toLocaleString('en-US')).toBe(instant.toLocaleString('en-US', { timeZone: asked }));
  });

  it('shows the day the author wrote', async () => {
    await renderApp({ route: '/blog/dated' });
    expect(await screen.findByText('March 5, 2024')).toHaveAttribute('datetime', '2024-03-05');
  });
});
