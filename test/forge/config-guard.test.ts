// forge/config-guard.ts: a raw read of a YAML file over CONFIG_MAX_BYTES fails with a ConfigError
// that names the file and its size, and the rest of the file is not downloaded. A small server on
// loopback streams the file (with or without Content-Length) and records how it ended.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Octokit } from '@octokit/rest';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_MAX_BYTES, CONFIG_MAX_KEYS, ConfigError } from '../../src/core/config/config.js';
import { guardConfigReads } from '../../src/forge/config-guard.js';

interface Served {
  /** Bytes the server wrote before the response ended. */
  written: number;
  /** The whole body was sent. */
  finished: boolean;
}

let server: Server | undefined;

beforeEach(() => nock.enableNetConnect('127.0.0.1'));
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  nock.disableNetConnect();
});

/** Serves `size` bytes of YAML at every path, in 64 KB chunks, waiting for the client to take each (written: all requests). */
async function serve(size: number, options: { contentLength: boolean; json?: boolean }): Promise<{ baseUrl: string; served: Served }> {
  const served: Served = { written: 0, finished: false };
  const line = Buffer.from('key: value\n');
  const chunk = Buffer.concat(Array.from({ length: Math.ceil(65_536 / line.length) }, () => line));
  server = createServer((_req, res) => {
    if (options.json) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ type: 'file', size, encoding: 'base64', content: '' }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      ...(options.contentLength ? { 'content-length': String(size) } : {}),
    });
    let sent = 0;
    const next = () => {
      while (sent < size && !res.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        served.written += part.length;
        if (!res.write(part)) return void res.once('drain', next);
      }
      if (!res.destroyed) res.end(() => (served.finished = true));
    };
    next();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server?.address() as AddressInfo).port}`, served };
}

/** The request @probot/octokit-plugin-config makes for a config file. */
const readRaw = (octokit: Octokit, path = '.github/cplan.yml') =>
  octokit.request({
    method: 'GET',
    url: '/repos/{owner}/{repo}/contents/{path}',
    owner: 'octo',
    repo: 'demo',
    path,
    mediaType: { format: 'raw' },
  });

const TOTAL = 20 * 1024 * 1024;

describe('guardConfigReads', () => {
  it('refuses a file whose Content-Length is over the limit, naming its size, and stops the download', async () => {
    const { baseUrl, served } = await serve(TOTAL, { contentLength: true });
    const error = await readRaw(guardConfigReads(new Octokit({ baseUrl }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).reason).toBe('config');
    expect((error as Error).message).toBe('.github/cplan.yml of octo/demo is 20.0 MB; cplan reads at most 64 KB');
    expect(served.finished).toBe(false);
    expect(served.written).toBeLessThan(TOTAL);
  });

  it('refuses a file sent without a length as soon as it passes the limit', async () => {
    const { baseUrl, served } = await serve(TOTAL, { contentLength: false });
    const error = await readRaw(guardConfigReads(new Octokit({ baseUrl })), 'configs/base.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe('configs/base.yaml of octo/demo is over 64 KB; cplan reads at most 64 KB');
    expect(served.finished).toBe(false);
    expect(served.written).toBeLessThan(TOTAL);
  });

  it('refuses a file within the byte limit that holds more keys than a config can', async () => {
    const { baseUrl } = await serve(CONFIG_MAX_BYTES, { contentLength: false });
    await expect(readRaw(guardConfigReads(new Octokit({ baseUrl })))).rejects.toThrow(`has more than ${CONFIG_MAX_KEYS} keys`);
  });

  it('hands a file within the limit on as text, as Octokit would have', async () => {
    const { baseUrl } = await serve(4_000, { contentLength: false });
    const plain = await readRaw(new Octokit({ baseUrl }));
    const guarded = await readRaw(guardConfigReads(new Octokit({ baseUrl })));
    expect(typeof guarded.data).toBe('string');
    expect(guarded.data).toBe(plain.data);
    expect(guarded.status).toBe(200);
    expect(guarded.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('leaves every other request alone: files read as JSON, raw files that are not YAML', async () => {
    const big = await serve(TOTAL / 4, { contentLength: true });
    const octokit = guardConfigReads(new Octokit({ baseUrl: big.baseUrl }));
    const markdown = await readRaw(octokit, 'docs/big.md');
    expect(String(markdown.data)).toHaveLength(TOTAL / 4);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const json = await serve(TOTAL, { contentLength: true, json: true });
    const answer = await guardConfigReads(new Octokit({ baseUrl: json.baseUrl })).rest.repos.getContent({
      owner: 'octo',
      repo: 'demo',
      path: '.github/cplan.yml',
    });
    expect(answer.data).toMatchObject({ type: 'file', size: TOTAL });
  });
});
