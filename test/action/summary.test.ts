import { describe, expect, it } from 'vitest';
import { buildJobSummary } from '../../src/action/summary.js';

describe('job summary', () => {
  it('writes the domain and conflict tables with the shared table helper', () => {
    const summary = buildJobSummary({
      status: 'completed',
      sessionId: 'CPLAN-x',
      domains: [
        { slug: 'api', state: 'done', tasks: 2 },
        { slug: 'we|b', state: 'failed', tasks: 0 },
      ],
      conflicts: { total: 3, critical: 1, high: 1, medium: 1, open: 2 },
    });
    expect(summary).toContain('| domain | state | tasks |\n|---|---|---|\n| api | done | 2 |\n| we\\|b | failed | 0 |\n');
    expect(summary).toContain('| conflicts | critical | high | medium | open |\n|---|---|---|---|---|\n| 3 | 1 | 1 | 1 | 2 |\n');
  });

  it('shows an error on one line, without markup or pings', () => {
    const summary = buildJobSummary({ status: 'failed', error: 'model said:\n<details>@octocat</details><!-- x' });
    expect(summary).toContain('- Error: model said: @\u200Doctocat\n');
  });
});
