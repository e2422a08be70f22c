import { useMemo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { DEFAULT_SANSKRIT_SCRIPT } from '@/lib/sanskritScript';
import { loadedTransliteration } from '@/lib/transliterationApi';
import { selectShownSanskritScript } from '@/store/shownSanskritScript';

interface SanskritProps {
  /** The Sanskrit, in Devanagari, as the content writes it. */
  readonly children: string;
  readonly as?: 'span' | 'p';
  readonly className?: string;
  /**
   * It stands beside its own IAST (a verse's lines, a term's forms): hidden for a reader who reads in IAST, who would
   * otherwise see it twice (styles/global.scss).
   */
  readonly besideIast?: boolean;
}

/**
 * Sanskrit in the script the reader chose, tagged with its language and script (`sa`, `sa-Telu`), so fonts and screen
 * readers choose by it. The head's boot script writes the same text before the page is hydrated.
 */
export function Sanskrit({ children, as: Element = 'span', className, besideIast = false }: SanskritProps) {
  const script = useAppSelector(selectShownSanskritScript);
  const transliteration = script === DEFAULT_SANSKRIT_SCRIPT ? undefined : loadedTransliteration();
  const text = useMemo(() => transliteration?.transliterate(children, script) ?? children, [transliteration, children, script]);
  return (
    <Element
      lang={transliteration ? transliteration.sanskritLang(script) : 'sa'}
      className={className}
      data-beside-iast={besideIast ? '' : undefined}
    >
      {text}
    </Element>
  );
}
