import { useMemo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { DEFAULT_SANSKRIT_SCRIPT } from '@/lib/sanskritScript';
import { loadedTransliteration } from '@/lib/transliterationApi';
import { selectShownSanskritScript } from '@/store/shownSanskritScript';

interface SanskritProps {
  /** In Devanagari, as the content writes it. */
  readonly children: string;
  readonly as?: 'span' | 'p';
  readonly className?: string;
  /** Beside its own IAST: hidden for a reader in IAST, who would see it twice. */
  readonly besideIast?: boolean;
}

/** Sanskrit in the reader's script, tagged (`sa-Telu`) for fonts and screen readers, as the boot script wrote it. */
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
