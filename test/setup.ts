// nock 14 replaces the global fetch; importing it here, before any client is created, makes every
// test run with the network closed (stack-notes.md: a client created before nock is not intercepted).
import nock from 'nock';

nock.disableNetConnect();
