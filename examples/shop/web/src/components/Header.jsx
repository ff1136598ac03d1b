export function Header({ api }) {
  return (
    <header className="header">
      <h1>Shop dashboard</h1>
      <span className="account">{api.user?.name}</span>
    </header>
  );
}
