// A type the title asks to add gets its own file where the repository keeps types like it.
import { describe, expect, it } from 'vitest';
import { addedTypeName, newTypeFile } from '../../src/offline/offline-new-type.js';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { indexSnapshot } from '../../src/retrieval/repo-index.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { planTasks } from '../helpers/offline-plan.js';

const php = (name: string, body = '') => `<?php\nnamespace League;\n\nfinal class ${name}\n{\n${body}}\n`;

const repositoryFiles = (): Record<string, string> => ({
  'src/Extension/Mention/MentionExtension.php': php('MentionExtension', '    // mention parser\n'),
  'src/Extension/Table/TableExtension.php': php('TableExtension', '    // table parser\n'),
  'src/Extension/ExtensionInterface.php': '<?php\ninterface ExtensionInterface {}\n',
  'src/SignalRegistry/SignalRegistry.php': php('SignalRegistry', '    // signal handlers, signal value\n'),
  'src/UrlGeneration/PublicUrlGenerator.php': '<?php\ninterface PublicUrlGenerator {}\n',
  'src/UrlGeneration/PrefixPublicUrlGenerator.php': php('PrefixPublicUrlGenerator'),
  'src/Environment/Environment.php': php('Environment', '    // heading levels\n'),
  'tests/Extension/TableExtensionTest.php': php('TableExtensionTest'),
});
const repository = () => createMemorySnapshot(repositoryFiles());

describe('addedTypeName', () => {
  it('reads the object of an add verb written like a type', () => {
    expect(addedTypeName('Add `SignalMap` to map signal value to its name')).toBe('SignalMap');
    expect(addedTypeName('Create RomanshLanguage (#2239)')).toBe('RomanshLanguage');
    expect(addedTypeName('feat: add `ChainPublicUrlGenerator`')).toBe('ChainPublicUrlGenerator');
    expect(addedTypeName('Add new `RequestResponseNamedArgs` route strategy')).toBe('RequestResponseNamedArgs');
    expect(addedTypeName('add IMapFrom interface')).toBe('IMapFrom');
    expect(addedTypeName('Extract ScalarConverterBase<T> for DateTime converters')).toBe('ScalarConverterBase');
    expect(addedTypeName('Add ExtensionsForPoland; Polish NIP, REGON, and PESEL (#488)')).toBe('ExtensionsForPoland');
  });

  it('leaves members, calls, mentions and other verbs', () => {
    for (const title of [
      'Add AttemptNumber to HedgingPredicateArguments (#2603)',
      'Add EnableReloadsWithMonitor extension method (#3140)',
      'Add GitHub sponsorship (#2695)',
      'add GetParentChain() to resolve parent',
      'Add Tag#TextBoundary option',
      'Add WhereAsync method',
      'Fix SignalMap ordering',
      'Add support for DateOnly',
      'Add signal map',
      'Add ByteBuffersTest',
      'Add MaxRetries to the client options',
      'Add CancellationToken to all async methods',
      'Add HttpClient timeout',
      'Add GitHub Actions CI',
      'Add DateTimeOffset converter',
      'Added IOrderedQueryable Interface on MapsterQueryable',
      `Add ${'Ab'.repeat(60)}`,
      'Add GeneratedFactoryChildScopeBenchmark for issue #1461',
    ])
      expect(addedTypeName(title), title).toBeUndefined();
  });
});

describe('newTypeFile', () => {
  it('places the new type beside the source whose name it shares most words with', () => {
    const snapshot = repository();
    const index = indexSnapshot(snapshot);
    expect(newTypeFile(snapshot, index, 'Add `SignalMap` to map signal value to its name')).toEqual({
      name: 'SignalMap',
      path: 'src/SignalRegistry/SignalMap.php',
      like: 'src/SignalRegistry/SignalRegistry.php',
    });
    expect(newTypeFile(snapshot, index, 'feat: add `ChainPublicUrlGenerator`')?.path).toBe('src/UrlGeneration/ChainPublicUrlGenerator.php');
  });

  it('gives it a folder of its own when its neighbours each have one named after them', () => {
    const snapshot = repository();
    expect(newTypeFile(snapshot, indexSnapshot(snapshot), 'Add NormalizeHeadingsExtension to constrain heading levels')?.path).toBe(
      'src/Extension/NormalizeHeadings/NormalizeHeadingsExtension.php',
    );
  });

  it('adds nothing for a type the repository declares, or where files are not named after types', () => {
    const snapshot = repository();
    expect(newTypeFile(snapshot, indexSnapshot(snapshot), 'Add `TableExtension` for tables')).toBeUndefined();
    // Mostly lower-case files with one type-named file: no convention of one type per file.
    const go = createMemorySnapshot({
      'signal.go': 'package signal\n\ntype Registry struct{}\n',
      'map.go': 'package signal\n',
      'handler.go': 'package signal\n',
      'src/SignalRegistry/SignalRegistry.php': php('SignalRegistry'),
    });
    expect(newTypeFile(go, indexSnapshot(go), 'Add `SignalMap` to map signal values')).toBeUndefined();
    // A file of that name, even one that declares nothing, is that type's.
    const named = createMemorySnapshot({ ...repositoryFiles(), 'src/Util/SignalMap.php': '<?php\n// kept for old callers\n' });
    expect(newTypeFile(named, indexSnapshot(named), 'Add `SignalMap` for signal names')).toBeUndefined();
    // The start of an existing type's name is a part of it.
    const factory = createMemorySnapshot({ ...repositoryFiles(), 'src/Http/HttpClientFactory.php': php('HttpClientFactory') });
    expect(newTypeFile(factory, indexSnapshot(factory), 'Add `HttpClient` for pooling')).toBeUndefined();
  });
});

describe('a new type in a plan', () => {
  it('is a planned file the task creates, and says what it is placed like', async () => {
    const title = 'Add NormalizeHeadingsExtension to constrain heading levels';
    const planned = retrieveFiles(repository(), title);
    expect(planned).toContainEqual(
      expect.objectContaining({ path: 'src/Extension/NormalizeHeadings/NormalizeHeadingsExtension.php', create: true }),
    );
    const tasks = await planTasks(title, repository());
    const task = tasks.find((t) => t.modificationPoints.some((p) => p.file?.endsWith('NormalizeHeadingsExtension.php')));
    expect(task?.extras.Description).toContain(
      'A new file for `NormalizeHeadingsExtension`, placed like src/Extension/Mention/MentionExtension.php, the type whose name it shares most with.',
    );
  });
});
