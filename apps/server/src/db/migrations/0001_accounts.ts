import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const statements = [
  `create table companies (
    id serial primary key,
    name varchar(200) not null,
    company_no varchar(50) not null,
    contact_no varchar(20) not null,
    address varchar(500),
    created_at timestamptz not null default now()
  )`,
  `create table referrers (
    id serial primary key,
    code varchar(20) not null unique,
    name varchar(200) not null,
    company_id int references companies(id),
    active boolean not null default true
  )`,
  `create table users (
    id serial primary key,
    email varchar(60) not null,
    username varchar(50) not null,
    phone varchar(20) not null,
    password_hash text not null,
    role smallint not null default 0,
    account_type varchar(10) not null check (account_type in ('INDIVIDUAL', 'COMPANY')),
    company_id int references companies(id),
    referral_code varchar(20) not null,
    active boolean not null default true,
    is_verified boolean not null default false,
    is_test_account boolean not null default false,
    api_include_data boolean not null default false,
    api_include_pdf boolean not null default false,
    is_postpaid boolean not null default false,
    postpaid_rate_sen int check (postpaid_rate_sen >= 0),
    credit int not null default 0 check (credit >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index users_email_key on users (lower(email))`,
  `create table sessions (
    id bigserial primary key,
    user_id int not null references users(id) on delete cascade,
    token_hash char(64) not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index sessions_user_idx on sessions (user_id)`,
  `create table account_codes (
    id bigserial primary key,
    user_id int not null references users(id) on delete cascade,
    purpose varchar(10) not null check (purpose in ('verify', 'reset')),
    code_hash char(64) not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index account_codes_user_idx on account_codes (user_id, purpose)`,
  `create table login_failures (
    id bigserial primary key,
    key varchar(120) not null,
    failed_at timestamptz not null default now()
  )`,
  `create index login_failures_key_idx on login_failures (key, failed_at)`,
  `create table mail_outbox (
    id bigserial primary key,
    to_address varchar(200) not null,
    subject varchar(300) not null,
    text_body text not null,
    html_body text not null,
    status varchar(10) not null default 'pending' check (status in ('pending', 'sent', 'failed')),
    attempts int not null default 0,
    next_attempt_at timestamptz not null default now(),
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  `create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending'`,
  `create table audit_log (
    id bigserial primary key,
    actor_id int references users(id) on delete set null,
    action varchar(40) not null,
    entity varchar(40) not null,
    entity_id varchar(60),
    before jsonb,
    after jsonb,
    created_at timestamptz not null default now()
  )`,
  `insert into referrers (code, name) values ('LFC01', 'CarSemak (direct)')`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
