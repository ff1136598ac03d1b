// A scripted Anthropic Messages API on loopback: it answers each agent by its role (understanding,
// domain, link), explores once with read_file, then submits. Plain JSON or SSE (when the request
// streams). A barrier can hold domain requests until N are in flight, proving they run concurrently.
// It answers whatever the path, so Claude on Bedrock (`/model/{id}/invoke`, and
// `invoke-with-response-stream` in AWS's binary event stream) and on Vertex (`:rawPredict`,
// `:streamRawPredict` in SSE) are served the same answers on their own wires.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStreamCodec } from '@smithy/eventstream-codec';
import { fromUtf8, toUtf8 } from '@smithy/util-utf8';

export interface FakeAnthropicOptions {
  domains: string[];
  /** Hold the first request of each domain agent until this many are waiting (then release all). */
  barrier?: number;
  /** Domains whose agent always submits an invalid plan. */
  failing?: string[];
  /** A file each domain reads and plans to change. */
  file?: string;
  /** Extra text placed in a task title (e.g. a mention) to test escaping. */
  titleSuffix?: string;
  /** Extra modification points every domain submits (e.g. what an injected prompt asked for). */
  extraPoints?: { file: string; location: string; change: string }[];
  /** The successive `submit_domain_plan` inputs of every domain agent (the last one repeats), instead of the built-in plan. */
  plans?: unknown[];
  /** Seeded faults: this share of requests fails (429, 529, 500 or a dropped connection). */
  faultRate?: number;
  seed?: number;
  /** Hold the first request of this domain's agent until `release()` (or until its client goes away). */
  hold?: string;
  /** Statuses answered, in order, before any real answer (a 429 to retry, a 401 for a bad key). */
  failFirst?: number[];
}

export class FakeAnthropic {
  readonly requests: { role: string; domain?: string; body: any; at: number; path: string; headers: IncomingMessage['headers'] }[] = [];
  private server: Server | null = null;
  private waiting: (() => void)[] = [];
  maxWaiting = 0;
  /** Set when the barrier had to give up: the domain requests did not overlap. */
  barrierTimedOut = false;
  private held: { resolve: () => void; arrived: Promise<void>; arrive: () => void } | undefined;
  private heldOnce = false;

  /** Resolves when the held domain's first request has arrived (see `hold`). */
  whenHeld(): Promise<void> {
    this.held ??= this.newHold();
    return this.held.arrived;
  }

  /** Lets the held request go on. */
  release(): void {
    this.held?.resolve();
  }

  private newHold() {
    let arrive = () => {};
    const arrived = new Promise<void>((r) => (arrive = r));
    return { resolve: () => {}, arrived, arrive };
  }

  constructor(private readonly options: FakeAnthropicOptions) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const release of this.waiting) release();
    this.release();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  faults = 0;
  private random = 0;

  /** A small deterministic generator (mulberry32), so fault patterns repeat run after run. */
  private next(): number {
    this.random = (this.random + 0x6d2b79f5 + (this.options.seed ?? 1)) | 0;
    let t = this.random;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (this.options.faultRate && this.next() < this.options.faultRate) {
      this.faults++;
      const kind = this.faults % 4;
      if (kind === 0) {
        req.socket.destroy();
        return;
      }
      const status = [0, 429, 529, 500][kind] as number;
      res
        .writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '1' })
        .end(JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'try again' } }));
      return;
    }
    const failure = this.options.failFirst?.shift();
    if (failure !== undefined) {
      const type = failure === 401 ? 'authentication_error' : failure === 429 ? 'rate_limit_error' : 'api_error';
      res
        .writeHead(failure, { 'content-type': 'application/json', 'retry-after-ms': '1' })
        .end(JSON.stringify({ type: 'error', error: { type, message: `scripted ${failure}` } }));
      return;
    }
    const body = JSON.parse(raw);
    const path = req.url ?? '';
    const first = body.messages[0].content;
    const text = (Array.isArray(first) ? first.map((b: { text?: string }) => b.text ?? '').join('\n') : String(first)) as string;
    const role = text.includes('the understanding agent') ? 'understanding' : text.includes('the linking agent') ? 'link' : 'domain';
    const domain = role === 'domain' ? /Plan the sub-domain "([^"]+)"/.exec(text)?.[1] : undefined;
    this.requests.push({ role, ...(domain ? { domain } : {}), body, at: Date.now(), path, headers: req.headers });
    const turn = body.messages.length;
    if (role === 'domain' && turn === 1 && domain === this.options.hold && !this.heldOnce) {
      this.heldOnce = true;
      const hold = (this.held ??= this.newHold());
      await new Promise<void>((resolve) => {
        hold.resolve = resolve;
        req.socket.once('close', resolve);
        hold.arrive();
      });
      if (req.socket.destroyed) return;
    }
    if (role === 'domain' && turn === 1 && this.options.barrier) {
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        // Never hang a test: give up after 5 s and record that the requests did not overlap.
        setTimeout(() => {
          if (this.waiting.includes(resolve)) {
            this.barrierTimedOut = true;
            for (const release of this.waiting.splice(0)) release();
          }
        }, 5000).unref();
        this.maxWaiting = Math.max(this.maxWaiting, this.waiting.length);
        if (this.waiting.length >= (this.options.barrier as number)) {
          for (const release of this.waiting.splice(0)) release();
        }
      });
    }
    const content = this.answer(role, domain, turn, body.messages);
    const message = {
      id: `msg_${this.requests.length}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: {
        input_tokens: 1200,
        output_tokens: 300,
        cache_creation_input_tokens: turn === 1 ? 800 : 0,
        cache_read_input_tokens: turn === 1 ? 0 : 800,
      },
    };
    if (path.endsWith('/invoke-with-response-stream')) return this.eventStream(res, message);
    if (body.stream || path.endsWith(':streamRawPredict')) return this.sse(res, message);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(message));
  }

  private answer(role: string, domain: string | undefined, turn: number, history: any[] = []): unknown[] {
    const use = (name: string, input: unknown) => [{ type: 'tool_use', id: `tu_${this.requests.length}`, name, input }];
    const file = this.options.file ?? 'src/server.ts';
    if (role === 'understanding') {
      return use('submit_analysis', {
        complexity: 'Medium',
        understanding: { core_objectives: ['Limit requests'], key_points: ['per key'], constraints: [], split_strategy: 'by layer' },
        sub_domains: this.options.domains.map((d) => ({
          focus_area: d,
          description: `The ${d} part`,
          key_concerns: [],
          estimated_effort: 'Medium',
          depends_on_domains: [],
        })),
        open_questions: [],
      });
    }
    if (role === 'link') return use('submit_links', { links: [] });
    if (turn === 1) return use('read_file', { path: file });
    if (this.options.failing?.includes(domain ?? '')) return use('submit_domain_plan', { tasks: [] });
    if (this.options.plans && this.options.plans.length > 0) {
      const submitted = history.filter(
        (m: any) => m.role === 'assistant' && JSON.stringify(m.content).includes('submit_domain_plan'),
      ).length;
      return use('submit_domain_plan', this.options.plans[Math.min(submitted, this.options.plans.length - 1)]);
    }
    return use('submit_domain_plan', {
      tasks: [
        {
          key: 'main',
          title: `Change ${domain}${this.options.titleSuffix ?? ''}`,
          description: `Work for ${domain}`,
          complexity: 'Medium',
          conflict_risk: 'High',
          scope: `\`${file}\``,
          depends_on: [],
          needs_from_domains: [],
          modification_points: [
            { file, location: 'createServer', change: `${domain} change` },
            { file: '../../etc/passwd', location: '*', change: 'escape attempt' },
            ...(this.options.extraPoints ?? []),
          ],
          convergence_criteria: ['tests pass'],
          estimated_effort: 'Low',
        },
      ],
      evidence: { relevant_files: [{ path: file, rationale: 'entry point', role: 'entry' }], existing_patterns: [], constraints: [] },
    });
  }

  /** Bedrock's streaming answer: each Messages API event as a `chunk` frame of AWS's binary event stream. */
  private eventStream(res: ServerResponse, message: StreamedMessage): void {
    res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
    this.streamEvents(message, (_event, data) => {
      const bytes = Buffer.from(JSON.stringify(data)).toString('base64');
      const frame = EVENT_STREAM.encode({
        headers: {
          ':event-type': { type: 'string', value: 'chunk' },
          ':message-type': { type: 'string', value: 'event' },
          ':content-type': { type: 'string', value: 'application/json' },
        },
        body: new TextEncoder().encode(JSON.stringify({ bytes })),
      });
      res.write(Buffer.from(frame));
    });
    res.end();
  }

  private sse(res: ServerResponse, message: StreamedMessage): void {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    this.streamEvents(message, (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    res.end();
  }

  /** The Messages API's stream events of a message, in order. */
  private streamEvents(message: StreamedMessage, send: (event: string, data: unknown) => void): void {
    send('message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null } });
    message.content.forEach((block, index) => {
      const b = block as { type: string; input?: unknown };
      send('content_block_start', { type: 'content_block_start', index, content_block: { ...b, input: {} } });
      send('content_block_delta', {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) },
      });
      send('content_block_stop', { type: 'content_block_stop', index });
    });
    send('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { output_tokens: message.usage.output_tokens },
    });
    send('message_stop', { type: 'message_stop' });
  }
}

type StreamedMessage = { content: unknown[]; usage: { output_tokens: number } } & Record<string, unknown>;

const EVENT_STREAM = new EventStreamCodec(toUtf8, fromUtf8);
