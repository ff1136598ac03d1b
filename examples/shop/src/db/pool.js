import pg from 'pg';

export async function connect() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  await pool.query('select 1');
  return pool;
}
