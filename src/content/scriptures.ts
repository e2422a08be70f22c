/**
 * The texts a post may quote and a verse reference may name. `id` is the reference's short form, as in `BG 2.47` and
 * `#bg-2-47`; the names readers write each by are in `scriptureNames.ts`, which only search needs.
 */
export interface Scripture {
  readonly id: ScriptureId;
  readonly title: string;
}

const rows = [
  { id: 'BG', title: 'Bhagavad Gita' },
  { id: 'IsU', title: 'Isha Upanishad' },
  { id: 'KeU', title: 'Kena Upanishad' },
  { id: 'KaU', title: 'Katha Upanishad' },
  { id: 'PrU', title: 'Prashna Upanishad' },
  { id: 'MuU', title: 'Mundaka Upanishad' },
  { id: 'MK', title: 'Mandukya Karika' },
  { id: 'MaU', title: 'Mandukya Upanishad' },
  { id: 'TU', title: 'Taittiriya Upanishad' },
  { id: 'AiU', title: 'Aitareya Upanishad' },
  { id: 'ChU', title: 'Chandogya Upanishad' },
  { id: 'BU', title: 'Brihadaranyaka Upanishad' },
  { id: 'SvU', title: 'Shvetashvatara Upanishad' },
  { id: 'BS', title: 'Brahma Sutras' },
  { id: 'VC', title: 'Vivekachudamani' },
  { id: 'RV', title: 'Rigveda' },
] as const;

export type ScriptureId = (typeof rows)[number]['id'];

export const scriptures: readonly Scripture[] = rows;
