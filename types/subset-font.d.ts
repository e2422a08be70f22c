declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  export function convert(font: Buffer | Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
