import { Header } from './components/Header.jsx';
import { OrderList } from './components/OrderList.jsx';

export function App({ api }) {
  return (
    <main>
      <Header api={api} />
      <OrderList api={api} />
    </main>
  );
}
