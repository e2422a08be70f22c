import '@testing-library/jest-dom';
// IndexedDB, as a browser has it: offline reading keeps its records there (src/features/offline).
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { installMatchMedia } from './matchMedia';
import { installPlatformFake } from './platform';
import { serveTransliterationScript } from './transliterationScript';

// Async queries wait longer than the default second: CI machines share two cores with other work.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: record scrolling instead of logging "not implemented".
beforeEach(() => {
  installMatchMedia();
  installPlatformFake();
  serveTransliterationScript();
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});

// The visitor's privacy choice lives in localStorage: each test starts as a first visit.
afterEach(() => {
  window.localStorage.clear();
});
