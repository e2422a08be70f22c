import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MarkdownBody } from '@/features/blog/MarkdownBody';
import { headingId, stripLinks } from '@/features/blog/readingAids';
import { growthRatio, LINEAR } from '../../support/growth';

const article = [
  'Opening paragraph.',
  '## The *setting*',
  'Text.',
  '```',
  '## not a heading',
  '```',
  '# A demoted title',
  '### A subsection',
  '## Café and [Maya](/blog/understanding-maya)',
  'A setext heading\n----------------',
].join('\n\n');

describe('headingId', () => {
  it.each([
    ['The setting', 'the-setting'],
    ['The *self* that is not slain', 'the-self-that-is-not-slain'],
    ['Café — naïve', 'cafe-naive'],
    ['  ¿What?  ', 'what'],
  ])('%p → %p', (text, id) => {
    expect(headingId(text)).toBe(id);
  });
});

describe('stripLinks', () => {
  it.each([
    ['[Maya](/blog/maya) and [Brahman](https://x.example)', 'Maya and Brahman'],
    ['[not a link] (here)', '[not a link] (here)'],
    ['[[nested](a)', '[nested'],
    ['[a](b', '[a](b'],
    ['[a]', '[a]'],
    ['x [a](b) y [c] z [d](e)', 'x a y [c] z d'],
  ])('%p → %p, as markdown shows it', (text, shown) => {
    expect(stripLinks(text)).toBe(shown);
  });
});

// Inputs a security review found freezing the browser (11.6 s) and the prerender (7.4 s): the contents are read from
// the body's own parse, whose time grows with the input's length, not its square.
describe('headings that once froze the page', () => {
  const drawn = (markdown: string) => render(<MarkdownBody markdown={markdown} withContents />).unmount();
  it.each([
    // The review's own inputs (6,000 spaces, 20,000 repeats): 11.6 s and 2.4 s in the browser with the old scan.
    ['a heading with thousands of spaces before its last word', (count: number) => `## a${' '.repeat(count)}b`],
    ['a heading of unclosed links', (count: number) => `## ${'[a]('.repeat(count)}`],
    ['a heading of brackets', (count: number) => `## x${'['.repeat(count)}]`],
    ['a heading of hashes', (count: number) => `## a${'#'.repeat(count)}b`],
  ])('%s is read in linear time (20,000 repeats against 2,000)', (_label, line) => {
    const body = (count: number) => `${line(count)}\n\ntext\n\n${line(count)}`;
    expect(growthRatio(body, drawn, 20_000, 10)).toBeLessThan(LINEAR);
  });
});

describe('TableOfContents', () => {
  it('links to each section of a post with three or more, at the ids the body gives its headings', () => {
    const { container } = render(
      <MemoryRouter>
        <MarkdownBody markdown={article} withContents />
      </MemoryRouter>,
    );
    const contents = screen.getByRole('navigation', { name: 'In this article' });
    const links = within(contents).getAllByRole('link');
    // Every level 1 and 2 heading the body draws, setext ones too; not code, not deeper headings.
    expect(links.map((link) => link.textContent)).toEqual(['The setting', 'A demoted title', 'Café and Maya', 'A setext heading']);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^.*#/, '') ?? '';
      expect(container.querySelector(`h2[id="${id}"]`)).not.toBeNull();
    }
  });

  it('is left out for a post with fewer than three sections', () => {
    render(
      <MemoryRouter>
        <MarkdownBody markdown={'## One\n\nText\n\n## Two'} withContents />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
  });
});
