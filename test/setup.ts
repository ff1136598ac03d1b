// nock 14 replaces the global fetch; importing it here, before any client is created, makes every
// test run with the network closed (stack-notes.md: a client created before nock is not intercepted).
import nock from 'nock';

nock.disableNetConnect();

// The grammars load once per process (the snapshot loaders do it in production); the tests build
// memory snapshots directly, so they are loaded here.
import { prepareSyntax, syntaxUnavailable } from '../src/repo/syntax.js';

await prepareSyntax();
if (syntaxUnavailable) throw new Error(`tree-sitter grammars did not load: ${syntaxUnavailable}`);
