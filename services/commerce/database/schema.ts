/** Bump when the seed or the catalogue tables change: the catalogue is rebuilt, carts and orders are kept. */
export const SEED_VERSION = '5';

/** Tables of the local commerce service (PostgreSQL, run by PGlite). */
export const SCHEMA_SQL = `
create table if not exists meta (key text primary key, value text not null);
create table if not exists sales_channel (
  access_key text primary key, brand text not null, country text not null, currency text not null,
  language_codes jsonb not null, domains jsonb not null
);
create table if not exists property_group (
  id text primary key, brand text not null, code text not null, position int not null, display_type text not null,
  filterable boolean not null, visible boolean not null, name jsonb not null
);
create table if not exists property_option (
  id text primary key, group_id text not null, position int not null, name jsonb not null, color_hex text
);
create table if not exists media (id text primary key, brand text not null, path text not null, alt jsonb not null, width int not null, height int not null);
create table if not exists category (id text primary key, brand text not null, parent_id text, name jsonb not null, legal_notes jsonb);
create table if not exists product (
  id text primary key, brand text not null, parent_id text, product_number text not null, active boolean not null default true,
  created_at timestamptz not null, doc jsonb not null
);
-- When the row was last written (the seed, or the test hook replacing a model): the product's updatedAt.
alter table product add column if not exists updated_at timestamptz not null default now();
create index if not exists product_brand_parent on product (brand, parent_id);
create index if not exists product_brand_number on product (brand, product_number);
create index if not exists product_parent on product (parent_id);
create table if not exists product_price (
  product_id text not null, currency text not null, gross numeric(12,2) not null, list_price numeric(12,2), regulation_price numeric(12,2),
  primary key (product_id, currency)
);
create table if not exists product_stock (product_id text not null, country text not null, stock int not null, primary key (product_id, country));
create table if not exists context (
  token text primary key, access_key text not null, customer_id text, shipping_method text not null, payment_method text not null,
  language_code text, updated_at timestamptz not null default now()
);
create table if not exists cart_line_item (
  token text not null, id text not null, referenced_id text not null, type text not null, quantity int not null,
  added_at bigserial, primary key (token, id)
);
create table if not exists customer (
  id text primary key, access_key text not null, email text not null, password text, guest boolean not null,
  doc jsonb not null, created_at timestamptz not null default now()
);
create sequence if not exists order_number_seq start 10000;
create table if not exists shop_order (
  id text primary key, order_number text not null, access_key text not null, customer_id text not null,
  payment_state text not null, doc jsonb not null, created_at timestamptz not null default now()
);
create table if not exists payment_session (
  id text primary key, order_id text not null, finish_url text, error_url text, created_at timestamptz not null default now()
);
create table if not exists newsletter_recipient (
  access_key text not null, email text not null, option text not null, doc jsonb not null, created_at timestamptz not null default now(),
  primary key (access_key, email)
);
`;

/** Catalogue tables, emptied and refilled on a reseed. */
export const CATALOGUE_TABLES = ['sales_channel', 'property_group', 'property_option', 'media', 'category', 'product', 'product_price', 'product_stock'] as const;
