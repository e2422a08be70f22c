import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../../server/content/check';
import { readTopicMap, TOPIC_MAP_FILE } from '../../../server/content/topicMap';
import { loadContent } from '../../../server/content/load';
import { minimalPost, removeTempFolders, tempContent } from '../helpers';

afterAll(removeTempFolders);

const POSTS = [
  minimalPost({ id: 1, slug: 'one', shortTailKeywords: 'advaita, Advaita Vedanta' }),
  minimalPost({ id: 2, slug: 'two', date: '2025-08-26', shortTailKeywords: 'bhakti, devotion, a new keyword' }),
];

function withMap(text: string | undefined): string {
  const dir = tempContent(POSTS);
  if (text !== undefined) writeFileSync(path.join(dir, TOPIC_MAP_FILE), text);
  return dir;
}

const read = (dir: string) => readTopicMap(dir, loadContent(dir).posts);
const messages = (dir: string) => read(dir).problems.map((problem) => `${path.basename(problem.file)}: ${problem.field}: ${problem.message}`);

describe('the topic map', () => {
  it("maps every keyword of the site's own posts, each in one topic, and every topic has a post", () => {
    const dir = path.join(__dirname, '../../../content');
    const { map, problems } = read(dir);
    expect(problems).toEqual([]);
    expect(map.topics.filter((topic) => topic.main).length).toBeGreaterThanOrEqual(6);
  });

  it('reports a keyword of a post in no topic, naming the post, and a topic no post has', () => {
    const dir = withMap(
      JSON.stringify({
        topics: [
          { name: 'Advaita', main: true, keywords: ['advaita', 'advaita vedanta'] },
          { name: 'Bhakti', keywords: ['bhakti', 'devotion'] },
          { name: 'Zebras', keywords: ['zebra'] },
        ],
      }),
    );
    expect(messages(dir)).toEqual([
      'two.md: shortTailKeywords: "a new keyword" is in no topic of content/topics.json: add it to the topic it belongs to, or as a topic of its own',
      'topics.json: topics.2: no post has any keyword of "Zebras": remove it, or add the keyword a post uses',
    ]);
    const errors: string[] = [];
    expect(checkContent(dir, { log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
    expect(errors.join('\n')).toContain('"a new keyword" is in no topic');
  });

  it('reports a keyword in two topics, in any spelling', () => {
    const dir = withMap(
      JSON.stringify({
        topics: [
          { name: 'Advaita', keywords: ['advaita', 'advaita vedanta'] },
          { name: 'Bhakti', keywords: ['bhakti', 'devotion', 'a new keyword', 'Advaita  Vedanta'] },
        ],
      }),
    );
    expect(messages(dir)).toEqual([
      'topics.json: topics.1.keywords: "Advaita  Vedanta" is in "Advaita" already: a keyword gathers into one topic',
    ]);
  });

  it('reports a map of the wrong shape and leaves it out, so the keywords are the topics', () => {
    const dir = withMap(JSON.stringify({ topics: [{ name: 'Advaita', keywords: [] }, { name: '', keywords: ['bhakti'], extra: 1 }] }));
    expect(messages(dir)).toEqual([
      'topics.json: topics.0.keywords: Invalid length: Expected >=1 but received 0',
      'topics.json: topics.1.name: Invalid length: Expected !0 but received 0',
      'topics.json: topics.1.extra: unknown field (allowed: name, keywords, main)',
    ]);
    expect(read(dir).map).toEqual({ topics: [] });
    expect(messages(withMap('{ not json'))[0]).toMatch(/^topics\.json: file: cannot be read as JSON/);
  });

  it('is optional', () => {
    expect(read(withMap(undefined))).toEqual({ map: { topics: [] }, problems: [] });
  });
});
