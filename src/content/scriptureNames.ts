import type { ScriptureId } from './scriptures';

/**
 * The names readers write each text by, spelt any way (the search key folds `Gītā`, `Geeta` and `gita` together); an
 * abbreviation (no two lower-case letters running) names a text only with a verse's numbers after it.
 */
export const scriptureNames: Readonly<Record<ScriptureId, readonly string[]>> = {
  BG: ['Bhagavad Gita', 'Bhagavadgita', 'Bhagwat Gita', 'Gita', 'BG'],
  IsU: ['Isha Upanishad', 'Ishopanishad', 'Ishavasya Upanishad', 'IsU'],
  KeU: ['Kena Upanishad', 'Kenopanishad', 'Kena', 'KeU'],
  KaU: ['Katha Upanishad', 'Kathopanishad', 'Katha', 'KaU'],
  PrU: ['Prashna Upanishad', 'Prashnopanishad', 'Prashna', 'PrU'],
  MuU: ['Mundaka Upanishad', 'Mundakopanishad', 'Mundaka', 'MuU'],
  MK: ['Mandukya Karika', 'Gaudapada Karika', 'Karika', 'MK'],
  MaU: ['Mandukya Upanishad', 'Mandukyopanishad', 'Mandukya', 'MaU'],
  TU: ['Taittiriya Upanishad', 'Taittiriyopanishad', 'Taittiriya', 'TU'],
  AiU: ['Aitareya Upanishad', 'Aitareyopanishad', 'Aitareya', 'AiU'],
  ChU: ['Chandogya Upanishad', 'Chandogyopanishad', 'Chandogya', 'ChU'],
  BU: ['Brihadaranyaka Upanishad', 'Brihadaranyaka', 'Brhadaranyaka', 'BU', 'BAU'],
  SvU: ['Shvetashvatara Upanishad', 'Shvetashvataropanishad', 'Shvetashvatara', 'SvU'],
  BS: ['Brahma Sutras', 'Brahma Sutra', 'Brahmasutra', 'Vedanta Sutras', 'BS'],
  VC: ['Vivekachudamani', 'VC'],
  RV: ['Rigveda', 'Rig Veda', 'RV'],
};
