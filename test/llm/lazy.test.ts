// A model provider's module is loaded on its first call, once, however many agents call at once.
import { describe, expect, it } from 'vitest';
import { LazyProvider } from '../../src/llm/lazy.js';
import { ScriptedProvider } from '../helpers/scripted-provider.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';

const snapshot = createMemorySnapshot({ 'src/a.ts': 'export {}\n' });
const domain = { slug: 'backend', focus_area: 'backend', description: 'the server' };

describe('LazyProvider', () => {
  it('loads nothing until the first call, then loads once for calls made together', async () => {
    const inner = new ScriptedProvider({ domains: [{ focus_area: 'backend' }] });
    let loads = 0;
    const lazy = new LazyProvider('anthropic', async () => {
      loads++;
      return inner;
    });
    expect(lazy.name).toBe('anthropic');
    expect(loads).toBe(0);
    const analysis = await lazy.understand({ requirement: 'Add rate limiting', overview: 'o', maxDomains: 3, locale: 'en', snapshot });
    expect(analysis.value.sub_domains.map((d) => d.focus_area)).toEqual(['backend']);
    await Promise.all([1, 2].map(() => lazy.planDomain({ requirement: 'r', domain, snapshot } as never)));
    await lazy.link({ needs: [], tasks: [] });
    expect(loads).toBe(1);
    expect(inner.requests.map((r) => r.kind)).toEqual(['understand', 'domain', 'domain', 'link']);
  });

  it('gives a module that cannot load as the call failure', async () => {
    const lazy = new LazyProvider('openai', () => Promise.reject(new Error('Cannot find module openai')));
    await expect(lazy.link({ needs: [], tasks: [] })).rejects.toThrow(/Cannot find module/);
  });
});
