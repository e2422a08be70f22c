import { scrollToElement } from '@/lib/motion';

/** A section whose top is `top` px below the viewport's: where `scrollIntoView` is aimed, until it has moved. */
function section(top: () => number) {
  document.body.innerHTML = '<section id="teachings"><h2>Core Teachings</h2></section>';
  const target = document.getElementById('teachings') as HTMLElement;
  jest.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top: top() }) as DOMRect);
  const scrolls = jest.fn();
  target.scrollIntoView = scrolls;
  return scrolls;
}

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('scrollToElement', () => {
  it('scrolls to the element once when it lands where it was aimed', () => {
    const scrolls = section(() => 0);
    expect(scrollToElement('teachings', 'smooth')).toBe(true);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('teachings');
  });

  it('brings it to its place again at once when sections drawn during the scroll moved it', () => {
    const scrolls = section(() => 660);
    scrollToElement('teachings', 'smooth');
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls.mock.calls).toEqual([[{ behavior: 'smooth', block: 'start' }], [{ behavior: 'instant', block: 'start' }]]);
  });

  it('leaves the page where the reader took it once they scroll themselves', () => {
    const scrolls = section(() => 660);
    scrollToElement('teachings', 'smooth');
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('checks once the scroll has had time to settle where the browser reports no end', () => {
    jest.useFakeTimers();
    const scrolls = section(() => 660);
    scrollToElement('teachings', 'smooth');
    jest.advanceTimersByTime(1500);
    expect(scrolls).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveBeenCalledTimes(2);
  });
});
