// A fresh, obviously fake API key per test run: no key-shaped literal is ever committed.
import { randomBytes } from 'node:crypto';

export function fakeApiKey(label = 'test'): string {
  return `fake-${label}-${randomBytes(12).toString('hex')}`;
}
