// A path the title writes (`locales/ee.yml`, `src/router.js`) names the file: it is planned whatever
// its words, and its task says why. A path no file has, or that many files end with, names none.
import { describe, expect, it } from 'vitest';
import { retrieveFiles } from '../../src/offline/offline-retrieve.js';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { planTasks } from '../helpers/offline-plan.js';

const repository = () =>
  createMemorySnapshot({
    'lib/faker/default/address.rb': `module Faker\n  class Address\n${'    # country code of the address, per locale\n'.repeat(20)}  end\nend\n`,
    'lib/faker/default/phone_number.rb': `module Faker\n  class PhoneNumber\n${'    # country code of the phone number\n'.repeat(20)}  end\nend\n`,
    'lib/locales/ee.yml': 'et:\n  faker:\n    name: []\n',
    ...Object.fromEntries(
      ['bank', 'company', 'phone', 'address'].map((n) => [
        `test/faker/test_${n}.rb`,
        `# country code, country_code and locale\n`.repeat(30),
      ]),
    ),
    'lib/locales/ja/address.yml': 'ja:\n  faker:\n    address: []\n',
    'lib/locales/fr/index.ts': 'export {};\n',
    'lib/locales/de/index.ts': 'export {};\n',
    'lib/locales/it/index.ts': 'export {};\n',
  });

describe('a path the title writes', () => {
  it('plans the file it names, by its whole path or a tail of it', () => {
    const planned = retrieveFiles(repository(), 'Add `country_code` to Estonia locale (`locales/ee.yml`)').map((f) => f.path);
    expect(planned).toContain('lib/locales/ee.yml');
    const tail = retrieveFiles(repository(), 'perf: replace the postcodes in ja/address.yml with a format').map((f) => f.path);
    expect(tail).toContain('lib/locales/ja/address.yml');
  });

  it('names nothing when no file or many files end with it, or only part of a name matches', () => {
    for (const title of ['Add CLAUDE.md with repo guidance', 'Export the locale from index.ts', 'Add country code to e.yml'])
      expect(retrieveFiles(repository(), title).map((f) => f.path)).not.toContain('lib/locales/ee.yml');
  });

  it('says why in the task', async () => {
    const tasks = await planTasks('Add `country_code` to Estonia locale (`locales/ee.yml`)', repository());
    const task = tasks.find((t) => t.modificationPoints.some((p) => p.file === 'lib/locales/ee.yml'));
    expect(task?.extras.Description).toContain('The title names this file (`locales/ee.yml`).');
  });
});
