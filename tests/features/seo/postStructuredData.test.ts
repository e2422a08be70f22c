import type { BlogDetail } from '@/api/models';
import { postStructuredData } from '@/features/seo/postStructuredData';
import { quotationsIn } from '@/lib/quotedVerse';

const verse = (info: string, translation: string) =>
  ['```verse ' + info, 'सत्यं ज्ञानमनन्तं ब्रह्म ॥', '---', 'satyaṃ jñānam anantaṃ brahma', '---', translation, '```'].join('\n');

const post = (blog: string): BlogDetail => ({
  metaTitle: 'The Five Sheaths',
  metaDescription: 'The koshas.',
  date: '2026-01-05',
  blog,
});

// The verses as the build writes them into the post's reading file.
const posting = (blog: string) =>
  postStructuredData(
    post(blog),
    '/blog/the-five-sheaths',
    'https://vedanta.example.org',
    'https://vedanta.example.org/social-card.jpg',
    quotationsIn(blog),
  )[0];

describe("a post's structured data", () => {
  it('names each verse the post quotes as a Quotation at its anchor, once however often it is quoted', () => {
    const blog = [
      'Intro.',
      verse('TU 2.1', 'Brahman is reality, knowledge, infinite.'),
      verse('TU 2.1', 'Again.'),
      verse('BG 2.47', 'Your right is to action alone.'),
    ].join('\n\n');
    expect(posting(blog)).toMatchObject({
      '@type': 'BlogPosting',
      hasPart: [
        {
          '@type': 'Quotation',
          name: 'Taittiriya Upanishad 2.1',
          text: 'Brahman is reality, knowledge, infinite.',
          url: 'https://vedanta.example.org/blog/the-five-sheaths#tu-2-1',
          isBasedOn: { '@type': 'Book', name: 'Taittiriya Upanishad', inLanguage: 'sa' },
        },
        { '@type': 'Quotation', name: 'Bhagavad Gita 2.47', url: 'https://vedanta.example.org/blog/the-five-sheaths#bg-2-47' },
      ],
    });
  });

  it('has no hasPart for a post without verse blocks, or with one that does not read as a verse', () => {
    expect(posting('> A quotation.\n>\n> — Bhagavad Gita 2.47')).not.toHaveProperty('hasPart');
    expect(posting(verse('Gita 2.47', 'Your right is to action alone.'))).not.toHaveProperty('hasPart');
  });
});
