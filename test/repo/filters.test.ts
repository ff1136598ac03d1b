import { describe, expect, it } from 'vitest';
import {
  buildSnapshotNote,
  createPathFilter,
  DEFAULT_LIMITS,
  formatBytes,
  isBinary,
  resolveLimits,
  SnapshotBuilder,
} from '../../src/repo/filters.js';

const text = (s: string) => Buffer.from(s, 'utf8');

describe('limits and binary detection', () => {
  it('has the spec defaults and merges partial limits', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxFileBytes: 524_288, maxFiles: 50_000, maxTotalBytes: 209_715_200 });
    expect(resolveLimits({ maxFiles: 3, maxFileBytes: undefined })).toEqual({
      ...DEFAULT_LIMITS,
      maxFiles: 3,
    });
  });

  it('calls a file binary when a NUL byte is in its first 8000 bytes', () => {
    expect(isBinary(text('hello\nworld'))).toBe(false);
    expect(isBinary(Buffer.from([0x41, 0x00, 0x42]))).toBe(true);
    const late = Buffer.alloc(9000, 0x41);
    late[8500] = 0;
    expect(isBinary(late)).toBe(false);
    expect(isBinary(new Uint8Array(0))).toBe(false);
  });

  it('formats byte sizes for notes', () => {
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(10)).toBe('10 bytes');
  });
});

describe('createPathFilter', () => {
  it('keeps everything without filters', () => {
    expect(createPathFilter()('a/b.ts')).toBe(true);
    expect(createPathFilter({ includePaths: [], excludePaths: [''] })('a/b.ts')).toBe(true);
  });

  it('keeps only included paths and drops excluded ones, exclude winning', () => {
    const keep = createPathFilter({
      includePaths: ['src/**', '*.md'],
      excludePaths: ['src/generated', '*.snap'],
    });
    expect(keep('src/a.ts')).toBe(true);
    expect(keep('docs/guide.md')).toBe(true);
    expect(keep('test/a.ts')).toBe(false);
    expect(keep('src/generated/x.ts')).toBe(false);
    expect(keep('src/__snapshots__/a.snap')).toBe(false);
  });
});

describe('SnapshotBuilder', () => {
  it('adds text, skips binary and large files, and says so', () => {
    const builder = new SnapshotBuilder({ maxFileBytes: 10 });
    expect(builder.add('a.txt', text('short'))).toBe('added');
    expect(builder.add('b.bin', Buffer.from([1, 0, 2]))).toBe('binary');
    expect(builder.add('c.txt', text('much too long for ten bytes'))).toBe('large');
    builder.skipLarge();
    const snapshot = builder.build('owner/repo', 'abc');
    expect(snapshot.listPaths()).toEqual(['a.txt']);
    expect(snapshot.readFile('a.txt')).toBe('short');
    expect(snapshot.info).toEqual({
      source: 'owner/repo',
      commit: 'abc',
      fileCount: 1,
      totalBytes: 5,
      skippedBinary: 1,
      skippedLarge: 2,
      capped: false,
      omitted: 0,
      note: 'Skipped 1 binary file and 2 files over 10 bytes.',
    });
  });

  it('stops at maxFiles and counts what was left out', () => {
    const builder = new SnapshotBuilder({ maxFiles: 2 });
    expect(builder.add('a', text('1'))).toBe('added');
    expect(builder.add('b', text('2'))).toBe('added');
    expect(builder.accepts()).toBe(false);
    expect(builder.add('c', text('3'))).toBe('omitted');
    builder.omit(1233);
    const { info } = builder.build('dir');
    expect(info.capped).toBe(true);
    expect(info.omitted).toBe(1234);
    expect(info.commit).toBeUndefined();
    expect(info.note).toBe('Snapshot capped at 2 files; 1234 files not included.');
  });

  it('is not capped when exactly maxFiles files were offered', () => {
    const builder = new SnapshotBuilder({ maxFiles: 1 });
    builder.add('a', text('1'));
    const { info } = builder.build('dir');
    expect(info.capped).toBe(false);
    expect(info.note).toBeUndefined();
  });

  it('stops for good at maxTotalBytes, even for smaller files after the cut', () => {
    const builder = new SnapshotBuilder({ maxTotalBytes: 10 });
    expect(builder.add('a', text('123456'))).toBe('added');
    expect(builder.add('b', text('123456'))).toBe('omitted');
    expect(builder.add('c', text('1'))).toBe('omitted');
    const { info } = builder.build('dir');
    expect(info).toMatchObject({ fileCount: 1, totalBytes: 6, capped: true, omitted: 2 });
    expect(info.note).toBe('Snapshot capped at 10 bytes; 2 files not included.');
  });

  it('writes one note covering caps and skips', () => {
    expect(buildSnapshotNote({ skippedBinary: 2, skippedLarge: 1, omitted: 1, cappedBy: 'files' }, DEFAULT_LIMITS)).toBe(
      'Snapshot capped at 50000 files; 1 file not included. Skipped 2 binary files and 1 file over 512 KB.',
    );
    expect(buildSnapshotNote({ skippedBinary: 0, skippedLarge: 0, omitted: 0 }, DEFAULT_LIMITS)).toBeUndefined();
  });
});
