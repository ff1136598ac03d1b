// createProvider enforces any budget it is given through the interface (`assertOpen`, `signal`),
// not only a RunBudget: a closed one stops the agent before any call goes out (the network is
// closed by test/setup.ts, so a call would fail differently), and its signal ends the calls.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/core/config/config.js';
import { BudgetError, type LinkRequest } from '../../src/contract/types.js';
import { createProvider } from '../../src/planner/providers.js';
import type { BudgetLike } from '../../src/planner/types.js';
import { fakeApiKey } from '../helpers/fake-key.js';

const linkRequest: LinkRequest = {
  needs: [{ task_id: 'TASK-101', from_domain: 'backend', what: 'the quota endpoint' }],
  tasks: [{ id: 'TASK-001', title: 'Add the quota endpoint', domain: 'backend' }],
};

const env = { ANTHROPIC_API_KEY: fakeApiKey('anthropic'), OPENAI_API_KEY: fakeApiKey('openai') };

describe('createProvider: the budget as an interface', () => {
  for (const choice of ['anthropic', 'openai'] as const) {
    it(`${choice}: a closed budget that is no RunBudget stops the agent before its call`, async () => {
      const closed = new BudgetError('max_cost_usd of $1 reached', 'cost');
      const budget: BudgetLike = {
        assertOpen: () => {
          throw closed;
        },
      };
      const provider = createProvider({ choice, config: DEFAULT_CONFIG, budget, env });
      await expect(provider.link(linkRequest)).rejects.toBe(closed);
    });

    it(`${choice}: the signal of such a budget ends the call, as its BudgetError`, async () => {
      const controller = new AbortController();
      const ended = new BudgetError('timeout_minutes reached', 'timeout');
      controller.abort(ended);
      const budget: BudgetLike = { assertOpen: () => undefined, signal: controller.signal };
      const provider = createProvider({ choice, config: DEFAULT_CONFIG, budget, env });
      await expect(provider.link(linkRequest)).rejects.toBe(ended);
    });
  }
});
