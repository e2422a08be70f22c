import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { postTexts, readGlossary } from '../../../server/content/glossary';
import { loadContent } from '../../../server/content/load';
import { MarkdownBody } from '@/features/blog/MarkdownBody';
import { postCards } from '@/features/glossary/glossaryFiles';
import { withStore } from '../../support/renderWithProviders';

const CONTENT_DIR = path.join(__dirname, '../../../content');

describe("the site's posts with the glossary", () => {
  const { posts } = loadContent(CONTENT_DIR);
  const { terms } = readGlossary(CONTENT_DIR, postTexts(posts));
  const cardsOf = postCards(terms);
  const explained = posts.map((post) => {
    const html = renderToStaticMarkup(withStore(<MarkdownBody markdown={post.blog} terms={cardsOf(post.blog)} />));
    return { slug: post.slug, count: html.match(/<button /g)?.length ?? 0 };
  });

  it('explain three terms or more in at least 20 of the 24 posts', () => {
    expect(posts).toHaveLength(24);
    expect(explained.filter(({ count }) => count >= 3).length).toBeGreaterThanOrEqual(20);
  });

  it("carry in each post's reading file only the cards of terms its body uses", () => {
    const post = posts.find((candidate) => candidate.slug === 'waking-dream-and-deep-sleep');
    const ids = cardsOf(post?.blog ?? '').map((card) => card.id);
    expect(ids).toEqual(expect.arrayContaining(['turiya', 'taijasa', 'prajna']));
    expect(ids).not.toContain('vishishtadvaita');
  });
});
