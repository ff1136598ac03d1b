import { useEffect, useState } from 'react';

export function OrderList({ api }) {
  const [orders, setOrders] = useState([]);
  useEffect(() => {
    api.get('/orders').then(setOrders);
  }, [api]);
  return (
    <ul>
      {orders.map((o) => (
        <li key={o.id}>
          #{o.id}: {o.quantity} × product {o.product_id}
        </li>
      ))}
    </ul>
  );
}
