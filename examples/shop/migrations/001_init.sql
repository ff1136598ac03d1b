create table products (id serial primary key, name text not null, price_cents integer not null, active boolean default true);
create table orders (id serial primary key, user_id integer not null, product_id integer references products, quantity integer not null, created_at timestamptz default now());
