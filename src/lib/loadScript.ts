/** A third-party script runs once per page load, however often it is asked for. */
export function loadScriptOnce(src: string): void {
  const present = Array.from(document.scripts).some((script) => script.getAttribute('src') === src);
  if (present) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.body.appendChild(script);
}
