import { bootScript } from '@/app/boot/bootScript';

describe('the boot scripts, compiled from src/app/boot', () => {
  it('are one minified expression calling the module with its arguments as literals', () => {
    const text = bootScript('entryLoader', 'loadEntryAfterFirstPaint', ['/assets/js/main.abc.js'], 1500);
    expect(text).toMatch(/^\(\(\)=>\{.*\}\)\(\)$/s);
    expect(text).toContain('"/assets/js/main.abc.js"');
    expect(text).toContain('1500');
    expect(text).not.toMatch(/\n|\bimport\b|\bexport\b/);
  });

  it('refuse to write what would leave the <script> element', () => {
    expect(() => bootScript('entryLoader', 'loadEntryAfterFirstPaint', ['/a<!--b.js'], 1)).toThrow(
      /would end or escape its <script> element/,
    );
  });
});
