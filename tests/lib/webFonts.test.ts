import type { WebFontFace } from '@/lib/webFonts';
import { loadWebFonts, unicodeRangePattern } from '@/lib/webFonts';

/** jsdom has no FontFace: this one records whether it was loaded, and can be told to fail. */
class FakeFontFace {
  static failing = new Set<string>();
  static created: FakeFontFace[] = [];
  loaded = false;
  private resolveLoad: (() => void) | undefined;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.created.push(this);
  }
  load(): Promise<FakeFontFace> {
    return new Promise((resolve, reject) => {
      this.resolveLoad = () => {
        if (FakeFontFace.failing.has(this.source)) {
          reject(new Error('network'));
          return;
        }
        this.loaded = true;
        resolve(this);
      };
    });
  }
  finishLoading(): void {
    this.resolveLoad?.();
  }
}

const LATIN: WebFontFace = { family: 'Source Sans 3', weight: '400', url: '/latin.woff2', unicodeRange: 'U+0000-00FF' };
const HEADINGS: WebFontFace = { family: 'Lora', weight: '600', url: '/lora.woff2', unicodeRange: 'U+0000-00FF' };
const EXTENDED: WebFontFace = {
  family: 'Source Sans 3',
  weight: '400',
  url: '/ext.woff2',
  unicodeRange: 'U+0100-02BA, U+1E00-1E9F',
  onDemand: true,
};
const DEVANAGARI: WebFontFace = { family: 'Tiro', weight: '400', url: '/deva.woff2', unicodeRange: 'U+0900-097F, U+25CC', onDemand: true };
const FACES = [LATIN, HEADINGS, EXTENDED, DEVANAGARI];

function fakeFontSet() {
  const added: { url: string; loaded: boolean }[] = [];
  const set = { add: (face: FakeFontFace) => added.push({ url: face.source.replace(/^url\((.*)\) .*$/, '$1'), loaded: face.loaded }) };
  return { set: set as unknown as FontFaceSet, added };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeFontFace.created = [];
  FakeFontFace.failing = new Set();
  (globalThis as { FontFace?: unknown }).FontFace = FakeFontFace;
});

afterEach(() => {
  delete (globalThis as { FontFace?: unknown }).FontFace;
});

describe('unicodeRangePattern', () => {
  it('matches exactly the characters of the ranges and single code points it lists', () => {
    const pattern = unicodeRangePattern('U+0900-097F, U+25CC, U+1CD0-1CFF');
    expect(['तत्', '◌', '\u1CD0'].map((text) => pattern?.test(text))).toEqual([true, true, true]);
    expect(['Shankara', '\u08FF', '\u0980', ''].map((text) => pattern?.test(text))).toEqual([false, false, false, false]);
  });

  it('reads code points beyond the basic plane', () => {
    expect(unicodeRangePattern('U+1F600-1F64F')?.test('😀')).toBe(true);
  });

  it('gives up on a wildcard or a malformed range, leaving the face to the browser', () => {
    expect(unicodeRangePattern('U+4??')).toBeNull();
    expect(unicodeRangePattern('U+0900-097F, nonsense')).toBeNull();
    expect(unicodeRangePattern('')).toBeNull();
  });
});

describe('loadWebFonts', () => {
  it('loads the faces the page shows, then adds every face in one go, the unneeded ones unloaded', async () => {
    const { set, added } = fakeFontSet();
    const done = loadWebFonts(FACES, 'The quote तत् त्वम् असि', set);
    await settle();
    expect(added).toEqual([]);
    const loading = FakeFontFace.created.map((face) => face.source);
    expect(loading).toEqual(["url(/latin.woff2) format('woff2')", "url(/lora.woff2) format('woff2')", "url(/deva.woff2) format('woff2')"]);
    FakeFontFace.created.forEach((face) => face.finishLoading());
    await done;
    expect(added).toEqual([
      { url: '/latin.woff2', loaded: true },
      { url: '/lora.woff2', loaded: true },
      { url: '/deva.woff2', loaded: true },
      { url: '/ext.woff2', loaded: false },
    ]);
  });

  it('keeps the fallback of a face that fails to load, and adds the others', async () => {
    FakeFontFace.failing.add("url(/lora.woff2) format('woff2')");
    const { set, added } = fakeFontSet();
    const done = loadWebFonts(FACES, 'Śaṅkara', set);
    await settle();
    FakeFontFace.created.forEach((face) => face.finishLoading());
    await done;
    expect(added.map((face) => face.url)).toEqual(['/latin.woff2', '/ext.woff2', '/deva.woff2']);
    expect(added.find((face) => face.url === '/deva.woff2')?.loaded).toBe(false);
  });

  it('declares the faces with swap and their unicode ranges', async () => {
    const { set } = fakeFontSet();
    const done = loadWebFonts([DEVANAGARI], 'ॐ', set);
    await settle();
    expect(FakeFontFace.created[0]?.descriptors).toEqual({ weight: '400', display: 'swap', unicodeRange: 'U+0900-097F, U+25CC' });
    FakeFontFace.created.forEach((face) => face.finishLoading());
    await done;
  });
});
