export async function listProducts(req, res, { db }) {
  const { rows } = await db.query('select id, name, price_cents from products where active');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
}
