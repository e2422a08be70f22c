import type { ReactElement } from 'react';
import { act, render as renderWithoutStore, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { GlossaryCard } from '@/api/models';
import { MarkdownBody } from '@/features/blog/MarkdownBody';
import { StoreProvider, withStore } from '../../support/renderWithProviders';

const render = (ui: ReactElement) => renderWithoutStore(ui, { wrapper: StoreProvider });

const card = (id: string, iast: string, devanagari: string, spellings: string[] = []): GlossaryCard => ({
  id,
  iast,
  devanagari,
  pronunciation: 'SAY-it',
  definition: `What *${iast}* means.`,
  spellings,
});

const cards = [
  card('turiya', 'turīya', 'तुरीय'),
  card('maya', 'māyā', 'माया'),
  card('jnana-yoga', 'jñāna yoga', 'ज्ञान योग'),
  card('jnana', 'jñāna', 'ज्ञान', ['gyan']),
];

const BODY = [
  '## Turiya and maya',
  '',
  'See [turiya](/blog/x) first. Then *turiya*, the fourth, and again turiya. `maya` in code.',
  '',
  'Jnana yoga is one path; gyan is knowledge. Maya veils.',
].join('\n');

describe('terms explained where they stand', () => {
  it('explains the first use of each term in running text, in any spelling, and only the first', () => {
    render(<MarkdownBody markdown={BODY} terms={cards} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['turiya', 'Jnana yoga', 'gyan', 'Maya']);
    // Not in the heading, the link or the code.
    expect(within(screen.getByRole('heading', { level: 2 })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('link', { name: 'turiya' })).queryByRole('button')).toBeNull();
    expect(buttons[0]?.closest('em')).not.toBeNull();
    // "Jnana yoga" is the longer term at its place; jñāna's own first use is "gyan", in another spelling.
    expect(buttons[2]).toHaveAttribute('popovertarget', 'term-card-jnana');
  });

  it('explains a term used twice in one sentence once', () => {
    render(<MarkdownBody markdown="Turiya is the fourth; turiya is no state." terms={cards} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Turiya']);
  });

  it('keeps a term on the line of the brackets or quotes around it, emphasised or not', () => {
    const { container } = render(
      <MarkdownBody
        markdown={'The fourth (*turiya*), then "maya". Also (a *much longer emphasised phrase that is a sentence in itself*).'}
        terms={cards}
      />,
    );
    /** The text of the span that keeps a term's button with its marks, without the card it holds. */
    const keptText = (button: HTMLElement | undefined) => {
      const kept = button?.parentElement?.cloneNode(true) as HTMLElement;
      kept.querySelectorAll('[popover]').forEach((popover) => popover.remove());
      return kept.textContent;
    };
    const [turiya, maya] = screen.getAllByRole('button');
    expect(keptText(turiya)).toBe('(turiya),');
    expect(keptText(maya)).toBe('“maya”.');
    // The paragraph still reads as written, quotes curled.
    const paragraph = container.querySelector('p')?.cloneNode(true) as HTMLElement;
    paragraph.querySelectorAll('[popover]').forEach((popover) => popover.remove());
    expect(paragraph.textContent).toBe(
      'The fourth (turiya), then “maya”. Also (a much longer emphasised phrase that is a sentence in itself).',
    );
    // Only the terms are held together with their marks: the long phrase is free to wrap.
    expect([...container.querySelectorAll('span')].filter((span) => span.querySelector(':scope > button'))).toHaveLength(2);
  });

  it('opens a card with the Devanagari and IAST marked as Sanskrit, how to say it, its meaning and its glossary entry', () => {
    render(<MarkdownBody markdown="The state called turiya." terms={cards} />);
    const button = screen.getByRole('button', { name: 'turiya' });
    const cardId = button.getAttribute('popovertarget') ?? '';
    expect(cardId).toBe('term-card-turiya');
    const shown = document.getElementById(cardId);
    expect(shown).toHaveAttribute('popover', 'auto');
    const inCard = within(shown as HTMLElement);
    expect(inCard.getByText('तुरीय')).toHaveAttribute('lang', 'sa');
    expect(inCard.getByText('turīya', { selector: 'span' })).toHaveAttribute('lang', 'sa-Latn');
    expect(inCard.getByText('SAY-it')).toBeInTheDocument();
    expect(inCard.getByText('turīya', { selector: 'em' })).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'More in the glossary' })).toHaveAttribute('href', '/glossary#turiya');
  });

  it('marks the Devanagari of a body as Sanskrit, with or without cards', () => {
    for (const terms of [[], cards]) {
      const html = renderToStaticMarkup(withStore(<MarkdownBody markdown={'The word आत्मन्, and तत् त्वम् असि, near turiya.'} terms={terms} />));
      expect(html).toContain('<span lang="sa">आत्मन्</span>, and <span lang="sa">तत् त्वम् असि</span>, near');
    }
  });

  it('in a feed, is a plain link to the glossary entry', () => {
    const html = renderToStaticMarkup(withStore(<MarkdownBody markdown="The state called turiya." terms={cards} termsAs="links" />));
    expect(html).toContain('<a href="/glossary#turiya" title="turīya">turiya</a>');
    expect(html).not.toContain('popover');
  });

  it('writes each card whole, its definition too, and hydrates that markup without a mismatch', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(withStore(<MarkdownBody markdown={BODY} terms={cards} />));
    document.body.append(page);
    // The definition is there before any script: a card works from the first paint.
    expect(within(page).getByText('turīya', { selector: 'em' })).toBeInTheDocument();
    expect(within(page).getAllByRole('link', { name: 'More in the glossary' })).toHaveLength(4);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(page, withStore(<MarkdownBody markdown={BODY} terms={cards} />), { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(within(page).getByText('turīya', { selector: 'em' })).toBeInTheDocument();
    expect(renderToStaticMarkup(withStore(<MarkdownBody markdown={BODY} />))).not.toContain('button');
  });
});
