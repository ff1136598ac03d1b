// API keys are sent as `Authorization: Bearer <key>` and stored hashed in api_keys.
import { createHash } from 'node:crypto';

export async function authenticate(req, db) {
  const header = req.headers.authorization ?? '';
  const key = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!key) return null;
  const hash = createHash('sha256').update(key).digest('hex');
  const { rows } = await db.query('select user_id from api_keys where key_hash = $1', [hash]);
  return rows[0] ? { id: rows[0].user_id, key: hash } : null;
}
