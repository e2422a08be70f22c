import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { DEFAULT_SANSKRIT_SCRIPT, SANSKRIT_SCRIPT_ATTRIBUTE } from '@/lib/sanskritScriptFormat';
import { selectShownSanskritScript } from './shownSanskritScript';

/** Keeps `<html data-sanskrit-script>`, which the head's boot script set, to the script the store shows. */
export function useSanskritScriptAttribute(): void {
  const shown = useAppSelector(selectShownSanskritScript);
  useEffect(() => {
    const root = document.documentElement;
    if (shown === DEFAULT_SANSKRIT_SCRIPT) root.removeAttribute(SANSKRIT_SCRIPT_ATTRIBUTE);
    else root.setAttribute(SANSKRIT_SCRIPT_ATTRIBUTE, shown);
  }, [shown]);
}
