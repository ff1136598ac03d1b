// Two tasks whose code shares one new test file (the parts of one class): one creates it, the other's cases join it.
import { describe, expect, it } from 'vitest';
import { createMemorySnapshot } from '../../src/repo/memory-snapshot.js';
import { planTasks } from '../helpers/offline-plan.js';

describe('a new test file two tasks would name', () => {
  it('is created by the first; the second adds its cases there', async () => {
    const snapshot = createMemorySnapshot({
      'src/Connection.cs':
        'namespace Redis {\n  // the connection writes to the pipe; a closed pipe is a failure\n  partial class Connection { void WriteClosedPipe() {} }\n}\n',
      'src/Connection.Read.cs':
        'namespace Redis {\n  // the connection reads from the pipe; a closed pipe is a failure\n  partial class Connection { void ReadClosedPipe() {} }\n}\n',
      'src/Bridge.cs': 'namespace Redis { class Bridge { } }\n',
      'src/Server.cs': 'namespace Redis { class Server { } }\n',
      'tests/BridgeTests.cs': 'namespace Redis.Tests { class BridgeTests { [Fact] void Works() {} } }\n',
      'tests/ServerTests.cs': 'namespace Redis.Tests { class ServerTests { [Fact] void Works() {} } }\n',
    });
    const tasks = await planTasks('Treat a closed pipe on the connection as a closure, not a failure', snapshot);
    const criteria = (file: string) => tasks.find((t) => t.modificationPoints[0]?.file === file)?.extras['Convergence criteria'] ?? '';
    expect(criteria('src/Connection.cs')).toContain('new tests in a new file tests/ConnectionTests.cs');
    expect(criteria('src/Connection.Read.cs')).toContain(
      'its cases join those of the change to src/Connection.cs in the new file tests/ConnectionTests.cs, which that task creates, and pass',
    );
    // It runs after the task that creates the file, in a later wave, never beside it.
    const id = (file: string) => tasks.find((t) => t.modificationPoints[0]?.file === file)?.id;
    expect(tasks.find((t) => t.id === id('src/Connection.Read.cs'))?.dependsOn).toContain(id('src/Connection.cs'));
  });
});
