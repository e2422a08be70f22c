import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MarkdownBody } from '@/features/blog/MarkdownBody';
import { headingId, sectionHeadings } from '@/features/blog/readingAids';
import { TableOfContents } from '@/features/blog/TableOfContents';

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
