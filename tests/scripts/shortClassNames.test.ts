import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moduleFiles } from '../../scripts/sassModules';
import { shortClassNames } from '../../scripts/shortClassNames';

const folder = mkdtempSync(path.join(tmpdir(), 'short-class-names-'));
const moduleFile = (name: string, classes: readonly string[]) => {
  const file = path.join(folder, name);
  writeFileSync(file, classes.map((className) => `.${className} { color: red; }`).join('\n'));
  return file;
};

const first = moduleFile('First.module.scss', ['title', 'lead']);
const second = moduleFile('Second.module.scss', ['title', ...Array.from({ length: 60 }, (_, index) => `part${index}`)]);

describe('shortClassNames', () => {
  it('names each class of each module apart, in the order of files and then names', () => {
    const nameOf = shortClassNames([first, second], new Set());
    expect([nameOf(first, 'lead'), nameOf(first, 'title'), nameOf(second, 'part0')]).toEqual(['a', 'b', 'c']);
    expect(nameOf(second, 'title')).not.toBe(nameOf(first, 'title'));
    const all = ['lead', 'title']
      .map((name) => nameOf(first, name))
      .concat(Array.from({ length: 60 }, (_, index) => nameOf(second, `part${index}`)));
    expect(new Set(all).size).toBe(62);
    expect(all.every((name) => name !== undefined && /^[a-zA-Z][a-zA-Z0-9]?$/.test(name))).toBe(true);
  });

  it('gives the same names however often it is asked, so both builds agree', () => {
    const once = shortClassNames([first, second], new Set());
    const again = shortClassNames([first, second], new Set());
    expect(again(second, 'part42')).toBe(once(second, 'part42'));
  });

  it('never uses a global class name or a name ad blockers hide', () => {
    const nameOf = shortClassNames([first, second], new Set(['a', 'c']));
    expect(nameOf(first, 'lead')).toBe('b');
    expect(nameOf(first, 'title')).toBe('d');
    const names = Array.from({ length: 60 }, (_, index) => nameOf(second, `part${index}`));
    expect(names).not.toContain('ad');
    expect(names).not.toContain('a');
  });

  it('knows nothing of a class or a file it was not given', () => {
    const nameOf = shortClassNames([first], new Set());
    expect(nameOf(first, 'missing')).toBeUndefined();
    expect(nameOf(second, 'title')).toBeUndefined();
  });

  it("names every class of the site's modules", () => {
    const files = moduleFiles();
    expect(files.length).toBeGreaterThan(30);
    const nameOf = shortClassNames(files);
    expect(nameOf(files.find((file) => file.endsWith('Header.module.scss')) ?? '', 'header')).toMatch(/^[a-zA-Z][a-zA-Z0-9]?$/);
  });
});
