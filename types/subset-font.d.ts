declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
