const innerPetals = Array.from({ length: 16 }, (_, index) => index * 22.5);
const outerPetals = Array.from({ length: 32 }, (_, index) => index * 11.25);
// 64 rays as one dashed circle, not 64 elements, so the landing page's HTML fits its first round trip; its dashes are
// in the drawing's units, so `raysClassName` lets it scale with the drawing.
const RAY_PERIOD = (2 * Math.PI * 256) / 64;
const RAY_DASHES = `1 ${(RAY_PERIOD - 1).toFixed(3)}`;

export function HeroOrnament({ className, raysClassName }: { readonly className?: string; readonly raysClassName?: string }) {
  return (
    <svg className={className} viewBox="-300 -300 600 600" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1">
        <circle r="292" strokeDasharray="1 9" strokeLinecap="round" strokeWidth="2" />
        <circle r="272" />
        <circle r="262" opacity="0.6" />
        <circle className={raysClassName} r="256" strokeWidth="12" strokeDasharray={RAY_DASHES} strokeDashoffset="0.5" opacity="0.7" />
        {outerPetals.map((angle) => (
          <path key={angle} d="M0-168C14-192 14-222 0-248C-14-222-14-192 0-168Z" transform={`rotate(${angle})`} />
        ))}
        <circle r="164" />
        {innerPetals.map((angle) => (
          <path key={angle} d="M0-56C26-86 26-128 0-158C-26-128-26-86 0-56Z" transform={`rotate(${angle})`} />
        ))}
        <circle r="52" />
        <rect x="-34" y="-34" width="68" height="68" />
        <rect x="-34" y="-34" width="68" height="68" transform="rotate(45)" />
        <circle r="20" />
      </g>
      <circle r="5" fill="currentColor" />
    </svg>
  );
}
