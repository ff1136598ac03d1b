create table api_keys (key_hash text primary key, user_id integer not null, created_at timestamptz default now());
