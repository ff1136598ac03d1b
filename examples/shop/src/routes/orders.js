import { placeOrder } from '../services/orders.js';

export async function listOrders(req, res, { db, user }) {
  const { rows } = await db.query('select * from orders where user_id = $1 order by created_at desc', [user.id]);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
}

export async function createOrder(req, res, { db, user }) {
  let body = '';
  for await (const chunk of req) body += chunk;
  const order = await placeOrder(db, user, JSON.parse(body));
  res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(order));
}
