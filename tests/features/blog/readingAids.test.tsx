import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MarkdownBody } from '@/features/blog/MarkdownBody';
import { headingId, headingText, sectionHeadings, stripLinks } from '@/features/blog/readingAids';
import { TableOfContents } from '@/features/blog/TableOfContents';
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

describe('headingText', () => {
  it.each([
    ['## Title', 'Title'],
    ['# Title', 'Title'],
    ['## Title ##', 'Title'],
    ['##   Title   #   ', 'Title'],
    ['## C#', 'C#'],
    ['## Title#', 'Title#'],
    ['##Title', undefined],
    ['### Deeper', undefined],
    ['##', undefined],
    ['## ##', undefined],
    ['Text ## not', undefined],
  ])('%p → %p', (line, text) => {
    expect(headingText(line)).toBe(text);
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

// Inputs a security review found freezing the browser (11.6 s) and the prerender (7.4 s).
describe('headings that once froze the page', () => {
  it.each([
    // The review's own inputs (6,000 spaces, 20,000 repeats): 11.6 s and 2.4 s in the browser with the old scan.
    ['a heading with thousands of spaces before its last word', (count: number) => `## a${' '.repeat(count)}b`],
    ['a heading of unclosed links', (count: number) => `## ${'[a]('.repeat(count)}`],
    ['a heading of brackets', (count: number) => `## x${'['.repeat(count)}]`],
    ['a heading of hashes', (count: number) => `## a${'#'.repeat(count)}b`],
  ])('%s is read in linear time (20,000 repeats against 2,000)', (_label, line) => {
    const body = (count: number) => `${line(count)}\n\ntext\n\n${line(count)}`;
    expect(sectionHeadings(body(20_000))).toHaveLength(2);
    expect(growthRatio(body, sectionHeadings, 2_000)).toBeLessThan(LINEAR);
  });
});

describe('sectionHeadings', () => {
  it('lists the second-level headings (and demoted titles), not code or deeper headings', () => {
    expect(sectionHeadings(article)).toEqual([
      { id: 'the-setting', text: 'The setting' },
      { id: 'a-demoted-title', text: 'A demoted title' },
      { id: 'cafe-and-maya', text: 'Café and Maya' },
    ]);
  });
});

describe('TableOfContents', () => {
  it('links to each section of a post with three or more, at the ids the body gives its headings', () => {
    const { container } = render(
      <MemoryRouter>
        <TableOfContents markdown={article} />
        <MarkdownBody markdown={article} />
      </MemoryRouter>,
    );
    const contents = screen.getByRole('navigation', { name: 'In this article' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['The setting', 'A demoted title', 'Café and Maya']);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^.*#/, '') ?? '';
      expect(container.querySelector(`h2[id="${id}"]`)).not.toBeNull();
    }
  });

  it('is left out for a post with fewer than three sections', () => {
    render(
      <MemoryRouter>
        <TableOfContents markdown={'## One\n\nText\n\n## Two'} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
