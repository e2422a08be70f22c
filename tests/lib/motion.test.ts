import { scrollToElement } from '@/lib/motion';

/** Where the page is scrolled to; jsdom lays nothing out, so each test moves it as the browser would. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

/**
 * A section `at()` px down the page. `scrollIntoView` takes the page to where the section is when it is called (the
 * browser aims a smooth scroll once), unless `interrupted` says where the reader took it instead.
 */
function section(at: () => number, interrupted?: number) {
  document.body.innerHTML = '<section id="teachings"><h2>Core Teachings</h2></section>';
  const target = document.getElementById('teachings') as HTMLElement;
  jest.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top: at() - window.scrollY }) as DOMRect);
  const scrolls = jest.fn((options?: ScrollIntoViewOptions) => {
    if (options?.behavior === 'instant' || interrupted === undefined) scrollTo(at());
  });
  target.scrollIntoView = scrolls as typeof target.scrollIntoView;
  if (interrupted !== undefined) window.addEventListener('scrollend', () => scrollTo(interrupted), { once: true, capture: true });
  return scrolls;
}

/** A browser that does not report `scrollend` (Safari before 26.2), until the test ends. */
const reportsScrollEnd = Object.getOwnPropertyDescriptor(window, 'onscrollend');
function withoutScrollEnd() {
  delete (window as Partial<Window>).onscrollend;
}

beforeEach(() => scrollTo(0));

afterEach(() => {
  if (reportsScrollEnd) Object.defineProperty(window, 'onscrollend', reportsScrollEnd);
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('scrollToElement', () => {
  it('scrolls to the element once when it lands where it was aimed', () => {
    const scrolls = section(() => 1000);
    expect(scrollToElement('teachings', 'smooth')).toBe(true);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(window.scrollY).toBe(1000);
    expect(document.activeElement?.id).toBe('teachings');
  });

  it('brings it to its place again at once when sections drawn during the scroll moved it', () => {
    let at = 1000;
    const scrolls = section(() => at);
    scrollToElement('teachings', 'smooth');
    at = 1660;
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls.mock.calls).toEqual([[{ behavior: 'smooth', block: 'start' }], [{ behavior: 'instant', block: 'start' }]]);
    expect(window.scrollY).toBe(1660);
  });

  it('puts it back once more when the sections drawn at its new place move it by a pixel or two', () => {
    let at = 1000;
    const scrolls = section(() => at);
    scrollToElement('teachings', 'smooth');
    at = 1660;
    window.dispatchEvent(new Event('scrollend'));
    at = 1661.8;
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(3);
    expect(window.scrollY).toBe(1661.8);
  });

  it('leaves the page where the reader took it when they scrolled on themselves', () => {
    let at = 1000;
    const scrolls = section(() => at, 400);
    scrollToElement('teachings', 'smooth');
    at = 1660;
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(window.scrollY).toBe(400);
  });

  it('checks once the scroll has had time to settle where the browser reports no end, and only once', () => {
    jest.useFakeTimers();
    withoutScrollEnd();
    let at = 1000;
    const scrolls = section(() => at);
    scrollToElement('teachings', 'smooth');
    at = 1660;
    jest.advanceTimersByTime(1500);
    expect(scrolls).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(2);
    expect(window.scrollY).toBe(1660);
  });
});
