export async function placeOrder(db, user, { productId, quantity }) {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error('quantity must be a positive integer');
  const { rows } = await db.query(
    'insert into orders (user_id, product_id, quantity) values ($1, $2, $3) returning *',
    [user.id, productId, quantity],
  );
  return rows[0];
}
