/**
 * The texts a verse reference can name, each with the names readers write it by (spelt any way: the search key
 * folds `Gītā`, `Geeta` and `gita` together). `id` is the reference's short form, as in `BG 2.47` and `#bg-2-47`.
 */
export interface Scripture {
  readonly id: string;
  readonly title: string;
  readonly names: readonly string[];
}

export const scriptures: readonly Scripture[] = [
  { id: 'BG', title: 'Bhagavad Gita', names: ['Bhagavad Gita', 'Bhagavadgita', 'Bhagwat Gita', 'Gita', 'BG'] },
  { id: 'IsU', title: 'Isha Upanishad', names: ['Isha Upanishad', 'Ishopanishad', 'Ishavasya Upanishad', 'IsU'] },
  { id: 'KeU', title: 'Kena Upanishad', names: ['Kena Upanishad', 'Kenopanishad', 'Kena', 'KeU'] },
  { id: 'KaU', title: 'Katha Upanishad', names: ['Katha Upanishad', 'Kathopanishad', 'Katha', 'KaU'] },
  { id: 'PrU', title: 'Prashna Upanishad', names: ['Prashna Upanishad', 'Prashnopanishad', 'Prashna', 'PrU'] },
  { id: 'MuU', title: 'Mundaka Upanishad', names: ['Mundaka Upanishad', 'Mundakopanishad', 'Mundaka', 'MuU'] },
  { id: 'MK', title: 'Mandukya Karika', names: ['Mandukya Karika', 'Gaudapada Karika', 'Karika', 'MK'] },
  { id: 'MaU', title: 'Mandukya Upanishad', names: ['Mandukya Upanishad', 'Mandukyopanishad', 'Mandukya', 'MaU'] },
  { id: 'TU', title: 'Taittiriya Upanishad', names: ['Taittiriya Upanishad', 'Taittiriyopanishad', 'Taittiriya', 'TU'] },
  { id: 'AiU', title: 'Aitareya Upanishad', names: ['Aitareya Upanishad', 'Aitareyopanishad', 'Aitareya', 'AiU'] },
  { id: 'ChU', title: 'Chandogya Upanishad', names: ['Chandogya Upanishad', 'Chandogyopanishad', 'Chandogya', 'ChU'] },
  { id: 'BU', title: 'Brihadaranyaka Upanishad', names: ['Brihadaranyaka Upanishad', 'Brihadaranyaka', 'Brhadaranyaka', 'BU', 'BAU'] },
  {
    id: 'SvU',
    title: 'Shvetashvatara Upanishad',
    names: ['Shvetashvatara Upanishad', 'Shvetashvataropanishad', 'Shvetashvatara', 'SvU'],
  },
  { id: 'BS', title: 'Brahma Sutras', names: ['Brahma Sutras', 'Brahma Sutra', 'Brahmasutra', 'Vedanta Sutras', 'BS'] },
  { id: 'VC', title: 'Vivekachudamani', names: ['Vivekachudamani', 'VC'] },
  { id: 'RV', title: 'Rigveda', names: ['Rigveda', 'Rig Veda', 'RV'] },
];
