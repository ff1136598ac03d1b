import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placeOrder } from '../src/services/orders.js';

test('rejects a zero quantity', async () => {
  await assert.rejects(placeOrder({}, { id: 1 }, { productId: 1, quantity: 0 }));
});
