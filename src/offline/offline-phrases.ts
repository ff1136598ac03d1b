// The table of phrases of a request's locale: the one place the offline planner picks its language.
import type { OfflinePhrases } from './offline-phrase-types.js';
import { EN } from './offline-phrases-en.js';
import { ZH } from './offline-phrases-zh.js';

export type { OfflinePhrases } from './offline-phrase-types.js';

export function phrasesFor(locale: 'en' | 'zh'): OfflinePhrases {
  return locale === 'zh' ? ZH : EN;
}
