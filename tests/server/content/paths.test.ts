import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../../server/content/check';
import { loadContent } from '../../../server/content/load';
import { PATHS_FOLDER, readPaths } from '../../../server/content/paths';
import { minimalPost, removeTempFolders, tempContent } from '../helpers';

afterAll(removeTempFolders);

const SLUGS = ['first', 'second', 'third'];
const step = (post: string, why = `Read ${post} next, because it builds on what came before.`) => ({ post, why });
const path3 = { title: 'Start here', description: 'Three essays for a newcomer, in order.', steps: SLUGS.map((slug) => step(slug)) };

/** A content folder with three posts and the path files given, each written as it is (a string) or as JSON. */
function withPaths(files: Record<string, unknown>): string {
  const dir = tempContent(SLUGS.map((slug, index) => minimalPost({ id: index + 1, slug })));
  mkdirSync(path.join(dir, PATHS_FOLDER));
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, PATHS_FOLDER, name), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return dir;
}

const read = (dir: string) => readPaths(dir, new Set(loadContent(dir).posts.map((post) => post.slug)));
const messages = (dir: string) => read(dir).problems.map((problem) => `${path.basename(problem.file)}: ${problem.field}: ${problem.message}`);

describe('the reading paths', () => {
  it("reads the site's own start-here path without a problem: at least eight essays, each a post, none twice", () => {
    const content = path.join(__dirname, '../../../content');
    const { paths, problems } = readPaths(content, new Set(loadContent(content).posts.map((post) => post.slug)));
    expect(problems).toEqual([]);
    const startHere = paths.find((entry) => entry.slug === 'start-here');
    expect(startHere?.steps.length).toBeGreaterThanOrEqual(8);
    expect(new Set(startHere?.steps.map((entry) => entry.post)).size).toBe(startHere?.steps.length);
  });

  it('reads a path: its slug from the file name, its title, description and steps in order', () => {
    const { paths, problems } = read(withPaths({ 'start-here.json': path3 }));
    expect(problems).toEqual([]);
    expect(paths).toEqual([{ slug: 'start-here', ...path3 }]);
  });

  it('has no paths, and no problem, in a folder without any', () => {
    expect(read(tempContent([minimalPost({ id: 1, slug: 'first' })]))).toEqual({ paths: [], problems: [] });
  });

  it('reports a step whose post does not exist, and a post named twice, and leaves the path out', () => {
    const dir = withPaths({ 'start-here.json': { ...path3, steps: [step('first'), step('missing'), step('second'), step('first')] } });
    expect(read(dir).paths).toEqual([]);
    expect(messages(dir)).toEqual([
      'start-here.json: steps.1.post: no such post: missing',
      'start-here.json: steps.3.post: first is on the path already: a path reads each post once',
    ]);
  });

  it.each([
    ['a why of two sentences', { ...path3, steps: [step('first', 'Read this. Then that.'), step('second')] }, 'steps.0.why: expected one sentence'],
    ['a why with no full stop', { ...path3, steps: [step('first', 'Read this first'), step('second')] }, 'steps.0.why: expected one sentence'],
    ['an empty why', { ...path3, steps: [step('first', '  '), step('second')] }, 'steps.0.why: expected one sentence on why'],
    ['one step', { ...path3, steps: [step('first')] }, 'steps: expected at least two steps'],
    ['no title', { description: path3.description, steps: path3.steps }, 'title: required field is missing'],
    ['an unknown field', { ...path3, order: 'asc' }, 'order: unknown field (allowed: title, description, steps)'],
    ['a slug that is not one', { ...path3, steps: [step('First Post'), step('second')] }, 'steps.0.post: expected a post slug, got "First Post"'],
  ])('reports %s', (_, body, problem) => {
    expect(messages(withPaths({ 'start-here.json': body })).join('\n')).toContain(`start-here.json: ${problem}`);
  });

  it('reports a path no page of the route registry shows', () => {
    expect(messages(withPaths({ 'for-scholars.json': path3 }))).toEqual([
      'for-scholars.json: file: no page shows it: /for-scholars needs a row in src/app/pageRoutes.ts (docs/content.md#add-a-reading-path)',
    ]);
  });

  it('takes a sentence that asks, exclaims, quotes or abbreviates as one', () => {
    const whys = ['Why read it next?', 'It asks what "tat tvam asi" means (and answers).', 'It reads, e.g., the Gita first!'];
    const dir = withPaths({ 'start-here.json': { ...path3, steps: SLUGS.map((slug, index) => step(slug, whys[index])) } });
    expect(messages(dir)).toEqual([]);
  });

  it('reports a file that is not JSON, or named as no page can be', () => {
    expect(messages(withPaths({ 'start-here.json': '{ "title": ' }))[0]).toMatch(/^start-here\.json: file: cannot be read as JSON/);
    expect(messages(withPaths({ 'Start Here.json': path3 }))[0]).toBe(
      'Start Here.json: file: expected a name of lower-case words joined by hyphens, e.g. start-here.json',
    );
  });

  it('fails content:check on a broken path, naming it, and counts the steps of a good one', () => {
    const out = { log: jest.fn(), error: jest.fn() };
    expect(checkContent(withPaths({ 'start-here.json': path3 }), out)).toBe(0);
    expect(out.log).toHaveBeenCalledWith('paths/start-here.json: 3 steps OK');

    const failing = { log: jest.fn(), error: jest.fn() };
    expect(checkContent(withPaths({ 'start-here.json': { ...path3, steps: [step('first'), step('gone')] } }), failing)).toBe(1);
    expect(failing.error).toHaveBeenCalledWith(expect.stringMatching(/start-here\.json: steps\.1\.post: no such post: gone$/));
  });
});
