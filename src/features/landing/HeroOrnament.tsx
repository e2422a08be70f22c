const innerPetals = Array.from({ length: 16 }, (_, index) => index * 22.5);
const outerPetals = Array.from({ length: 32 }, (_, index) => index * 11.25);
/**
 * The ring of 64 rays (each 1 unit wide, from radius 250 to 262) drawn as one circle between those radii, dashed once
 * per ray: its circumference at radius 256 is 2π × 256, so each ray's period is that over 64, a 1-unit dash and the
 * rest gap, the dash centred on its angle. Its dashes are in the drawing's units, so it must scale with the drawing
 * (`raysClassName` turns off the other lines' non-scaling stroke). One element instead of 64 keeps the landing page's
 * HTML within its first round trip.
 */
const RAY_PERIOD = (2 * Math.PI * 256) / 64;
const RAY_DASHES = `1 ${(RAY_PERIOD - 1).toFixed(3)}`;

/** A lotus mandala drawn in thin gold lines: decoration only, hidden from assistive technology. */
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
