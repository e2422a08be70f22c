import { OM_MARK_PATH, OM_MARK_VIEW_BOX } from './omMarkPath';

/** ॐ drawn as a shape: it shows on a device with no Devanagari font, and the pages that show only it fetch no font. */
export function OmMark({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox={OM_MARK_VIEW_BOX} aria-hidden="true" focusable="false">
      <path transform="scale(1 -1)" d={OM_MARK_PATH} fill="currentColor" />
    </svg>
  );
}
