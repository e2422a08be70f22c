import type { PathPlace, Reading } from '@/api/models';
import { postEndLinks } from '@/features/blog/postEndLinks';

const link = (slug: string) => ({ slug, title: `Title of ${slug}` });

const place = (previous: string | null, next: string | null): PathPlace => ({
  path: 'start-here',
  title: 'Start here',
  position: 4,
  total: 10,
  previous: previous === null ? null : link(previous),
  next: next === null ? null : link(next),
});

const reading = (paths: PathPlace[]): Reading => ({
  previous: link('older'),
  next: link('newer'),
  related: [link('newer'), link('related'), link('on-path')],
  terms: [],
  verses: [],
  paths,
  topics: [],
});

describe('postEndLinks: each post linked once at the end of a post', () => {
  it('keeps everything when nothing repeats', () => {
    expect(postEndLinks({ ...reading([]), related: [link('related')] })).toEqual({
      related: [link('related')],
      previous: link('older'),
      next: link('newer'),
    });
  });

  it('leaves out below what a reading path links above, and the date neighbours related reading lists', () => {
    expect(postEndLinks(reading([place('older', 'on-path')]))).toEqual({
      related: [link('newer'), link('related')],
      previous: null,
      next: null,
    });
  });
});
