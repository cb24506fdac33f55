/**
 * Setup file of the browser tests (run before each test file, loaded modules or not): after each test, no page that
 * `watchCsp` watches reported a Content-Security-Policy violation.
 */
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
