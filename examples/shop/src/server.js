import { createServer as createHttpServer } from 'node:http';
import { authenticate } from './middleware/auth.js';
import { route } from './router.js';

export function createServer({ db }) {
  return createHttpServer(async (req, res) => {
    const user = await authenticate(req, db);
    if (!user) {
      res.writeHead(401).end();
      return;
    }
    await route(req, res, { db, user });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { connect } = await import('./db/pool.js');
  createServer({ db: await connect() }).listen(3000);
}
