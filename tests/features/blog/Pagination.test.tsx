import { screen, within } from '@testing-library/react';
import { Pagination } from '@/components/Pagination';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('Pagination before the scripts have started', () => {
  // A tap before React has taken over is a plain form submission: GET /blog?page=N.
  it('is a GET form for /blog whose buttons submit the page they name', async () => {
    await renderWithProviders(<Pagination current={2} count={3} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const form = nav.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/blog');
    const submitted = (name: string) => {
      const button = within(nav).getByRole('button', { name });
      return { type: button.getAttribute('type'), name: button.getAttribute('name'), value: button.getAttribute('value') };
    };
    expect(submitted('Previous')).toEqual({ type: 'submit', name: null, value: '1' });
    expect(submitted('Page 1')).toEqual({ type: 'submit', name: null, value: '1' });
    expect(submitted('Page 3')).toEqual({ type: 'submit', name: 'page', value: '3' });
    expect(submitted('Next')).toEqual({ type: 'submit', name: 'page', value: '3' });
  });

  it('hands the chosen page to the app once it has started, without submitting', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithProviders(<Pagination current={1} count={3} onChange={onChange} />);
    const submit = jest.fn((event: SubmitEvent) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('submit', submit);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    document.removeEventListener('submit', submit);
    expect(onChange.mock.calls).toEqual([[3], [2]]);
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
