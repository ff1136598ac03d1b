import { listOrders, createOrder } from './routes/orders.js';
import { listProducts } from './routes/products.js';

const routes = {
  'GET /products': listProducts,
  'GET /orders': listOrders,
  'POST /orders': createOrder,
};

export async function route(req, res, context) {
  const handler = routes[`${req.method} ${new URL(req.url, 'http://x').pathname}`];
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  await handler(req, res, context);
}
