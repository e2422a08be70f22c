import '@testing-library/jest-dom';
import { installMatchMedia } from './matchMedia';

// jsdom has no layout: record scrolling instead of logging "not implemented".
beforeEach(() => {
  installMatchMedia();
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});
