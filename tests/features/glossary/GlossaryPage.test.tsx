import { screen, waitFor, within } from '@testing-library/react';
import type { GlossaryEntry } from '@/features/glossary/glossaryFiles';
import type { FakePost } from '../../support/fakeFunctions';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';
import { glossaryText } from '@/content/glossaryPage';

const post = (id: number, slug: string, metaTitle: string, blog: string): FakePost => ({
  id,
  slug,
  metaTitle,
  metaDescription: '',
  date: `2025-0${id}-01`,
  blog,
});

const entry = (fields: Partial<GlossaryEntry> & Pick<GlossaryEntry, 'id' | 'iast' | 'devanagari'>): GlossaryEntry => ({
  pronunciation: 'SAY-it',
  definition: 'A word.',
  spellings: [],
  posts: ['sleep'],
  ...fields,
});

const glossary: GlossaryEntry[] = [
  entry({ id: 'adhyasa', iast: 'adhyāsa', devanagari: 'अध्यास', definition: 'Superimposition: a snake seen in a rope.', posts: ['maya'] }),
  entry({ id: 'atman', iast: 'ātman', devanagari: 'आत्मन्', spellings: ['atma'], definition: 'The Self.', pronunciation: 'AHT-mun' }),
  entry({ id: 'jnana', iast: 'jñāna', devanagari: 'ज्ञान', spellings: ['gyan', 'gnana'], definition: 'Knowledge.' }),
  entry({
    id: 'turiya',
    iast: 'turīya',
    devanagari: 'तुरीय',
    spellings: ['tureeya'],
    definition: 'The *fourth* <b>state</b>.',
    posts: ['sleep', 'maya'],
  }),
];

setupFakeFunctions(
  [
    post(1, 'sleep', 'Waking, Dream and Deep Sleep', 'Turiya, the atman, jnana.'),
    post(2, 'maya', 'Understanding Maya', 'Adhyasa and turiya.'),
  ],
  { synonyms: {}, glossary, paths: [] },
);

/** The terms defined on the page (`<dfn>`, the role "term") that are not hidden. */
const visibleTerms = () =>
  [...document.querySelectorAll('dl dfn')].filter((term) => !term.closest('[hidden]')).map((term) => term.textContent);

describe('Glossary', () => {
  it('offers the script for Sanskrit at its head, and writes its terms in the chosen one', async () => {
    const { user } = await renderApp({ route: '/glossary' });
    await screen.findByRole('heading', { level: 1, name: 'Glossary of Sanskrit Terms' });
    const atman = await screen.findByText('आत्मन्');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Script' }), 'kannada');
    await waitFor(() => expect(atman).toHaveTextContent('ಆತ್ಮನ್'));
    expect(atman).toHaveAttribute('lang', 'sa-Knda');
    // Its IAST stays beside it.
    expect(screen.getByText('ātman')).toHaveAttribute('lang', 'sa-Latn');
  });

  it('lists every term by letter, in Devanagari and IAST marked as Sanskrit, with how to say it and where to read more', async () => {
    await renderApp({ route: '/glossary' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glossary of Sanskrit Terms' })).toBeInTheDocument();
    await waitFor(() => expect(visibleTerms()).toEqual(['adhyāsa', 'ātman', 'jñāna', 'turīya']));
    expect(screen.getByText(/ terms$|No term matches/)).toHaveTextContent('4 terms');
    const index = screen.getByRole('navigation', { name: 'Terms by letter' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['A', '#letter-a'],
      ['J', '#letter-j'],
      ['T', '#letter-t'],
    ]);
    const turiya = document.getElementById('turiya');
    expect(turiya).not.toBeNull();
    const term = within(turiya as HTMLElement);
    expect(term.getByText('turīya')).toHaveAttribute('lang', 'sa-Latn');
    expect(term.getByText('तुरीय')).toHaveAttribute('lang', 'sa');
    expect(term.getByText('fourth').tagName).toBe('EM');
    expect(term.getByText(/<b>state<\/b>\./)).toBeInTheDocument();
    expect(term.getByText('Also written: tureeya')).toBeInTheDocument();
    expect(term.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Waking, Dream and Deep Sleep', '/blog/sleep'],
      ['Understanding Maya', '/blog/maya'],
    ]);
  });

  it("opens a term's post in the app's router", async () => {
    const { user, router } = await renderApp({ route: '/glossary' });
    await screen.findByText('turīya');
    const turiya = within(document.getElementById('turiya') as HTMLElement);
    await user.click(turiya.getByRole('link', { name: 'Understanding Maya' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Understanding Maya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/maya');
  });

  it('filters by any spelling the search key equates, in Latin or Devanagari letters, and says how many are shown', async () => {
    const { user } = await renderApp({ route: '/glossary' });
    const field = await screen.findByRole('searchbox', { name: 'Find a term' });
    await user.type(field, 'gyan');
    expect(visibleTerms()).toEqual(['jñāna']);
    expect(screen.getByText(/ terms$|No term matches/)).toHaveTextContent('1 of 4 terms');
    await user.clear(field);
    await user.type(field, 'tureeya');
    expect(visibleTerms()).toEqual(['turīya']);
    // The letter index offers only the letter that still has a term, so the match is not pushed down by dead ends.
    const index = screen.getByRole('navigation', { name: glossaryText.indexLabel });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['T']);
    await user.clear(field);
    await user.type(field, 'snake');
    expect(visibleTerms()).toEqual(['adhyāsa']);
    await user.clear(field);
    await user.type(field, 'आत्मन');
    await waitFor(() => expect(visibleTerms()).toEqual(['ātman']));
    await user.clear(field);
    await user.type(field, 'zzz');
    expect(visibleTerms()).toEqual([]);
    expect(screen.getByText(/ terms$|No term matches/)).toHaveTextContent('No term matches.');
    // A letter with no term shown is hidden with its terms.
    expect(screen.getByRole('heading', { level: 2, name: 'A', hidden: true }).closest('section')).toHaveAttribute('hidden');
  });
});
