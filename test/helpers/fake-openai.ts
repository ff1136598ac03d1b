// A scripted OpenAI-compatible Chat Completions API on loopback: it answers each agent by its role
// (understanding, domain, link); a domain agent lists files, reads one, then submits. Optional
// leading failures (e.g. a 429) exercise the SDK's retries.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAIOptions {
  domains: string[];
  /** The `submit_domain_plan` input of every domain agent. */
  plan: (domain: string) => unknown;
  /** A file each domain agent reads. */
  file: string;
  /** Statuses answered, in order, before any real answer. */
  failFirst?: number[];
}

export class FakeOpenAI {
  readonly requests: { role: string; domain?: string; body: any; headers: IncomingMessage['headers'] }[] = [];
  private server: Server | null = null;
  private failures: number[];

  constructor(private readonly options: FakeOpenAIOptions) {
    this.failures = [...(options.failFirst ?? [])];
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const failure = this.failures.shift();
    if (failure !== undefined) {
      res
        .writeHead(failure, { 'content-type': 'application/json', 'retry-after-ms': '1' })
        .end(JSON.stringify({ error: { message: 'slow down', type: 'rate_limit_exceeded', code: null } }));
      return;
    }
    const body = JSON.parse(raw);
    const text = String(body.messages[1]?.content ?? '');
    const role = text.includes('the understanding agent') ? 'understanding' : text.includes('the linking agent') ? 'link' : 'domain';
    const domain = role === 'domain' ? /Plan the sub-domain "([^"]+)"/.exec(text)?.[1] : undefined;
    this.requests.push({ role, ...(domain ? { domain } : {}), body, headers: req.headers });
    const [name, args] = this.answer(role, domain ?? '', body.messages.filter((m: { role: string }) => m.role === 'assistant').length);
    const completion = {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: 1,
      model: body.model,
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: `call_${this.requests.length}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
          },
        },
      ],
      usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200, prompt_tokens_details: { cached_tokens: 400 } },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
  }

  private answer(role: string, domain: string, turn: number): [string, unknown] {
    if (role === 'understanding') return ['submit_analysis', analysis(this.options.domains)];
    if (role === 'link') return ['submit_links', { links: [] }];
    if (turn === 0) return ['list_files', { glob: '**/*' }];
    if (turn === 1) return ['read_file', { path: this.options.file }];
    return ['submit_domain_plan', this.options.plan(domain)];
  }
}

/** The analysis both fakes submit: one sub-domain per name. */
export function analysis(domains: string[]) {
  return {
    complexity: 'Medium',
    understanding: { core_objectives: ['Limit requests'], key_points: ['per key'], constraints: [], split_strategy: 'by layer' },
    sub_domains: domains.map((d) => ({
      focus_area: d,
      description: `The ${d} part`,
      key_concerns: [],
      estimated_effort: 'Medium',
      depends_on_domains: [],
    })),
    open_questions: [],
  };
}
