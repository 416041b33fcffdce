import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Insured vehicles, their claims, and the ISM ABI valuation data. Registration and chassis
 * numbers are kept as displayed and as normalised search keys (upper case, letters and digits).
 * Claims reference a chassis number, not a vehicle row: claims data may name a car the policy
 * data does not hold, and the registration number is the one at the time of the claim.
 */
const statements = [
  `create table vehicles (
    id bigserial primary key,
    registration_no varchar(20) not null,
    registration_no_key varchar(20) not null,
    chassis_no varchar(30) not null,
    chassis_no_key varchar(30) not null,
    nvic varchar(20),
    make varchar(60) not null,
    family varchar(60) not null,
    variant varchar(120),
    year_of_manufacture smallint not null,
    transmission varchar(20),
    engine_cc int check (engine_cc > 0),
    engine varchar(60),
    sum_insured_sen bigint check (sum_insured_sen > 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index vehicles_chassis_no_key on vehicles (chassis_no_key)`,
  `create index vehicles_registration_no_key_idx on vehicles (registration_no_key)`,
  `create index vehicles_nvic_idx on vehicles (nvic)`,
  `create table claims (
    id bigserial primary key,
    insurer varchar(100) not null,
    claim_no varchar(40) not null,
    chassis_no varchar(30) not null,
    chassis_no_key varchar(30) not null,
    registration_no varchar(20) not null,
    registration_no_key varchar(20) not null,
    accident_loss_date date not null,
    estimate_authorised_sen bigint not null check (estimate_authorised_sen >= 0),
    sum_insured_sen bigint not null check (sum_insured_sen > 0),
    claim_type_desc varchar(60) not null,
    accident_loss_type varchar(60),
    type_of_loss varchar(60),
    policy_status varchar(30),
    veh_mileage int check (veh_mileage >= 0),
    no_of_parts int check (no_of_parts >= 0),
    same_accidents_count int check (same_accidents_count >= 0),
    parts text,
    year_of_manufacture smallint,
    make varchar(60),
    model varchar(60),
    trim varchar(120),
    created_at timestamptz not null default now()
  )`,
  `create unique index claims_insurer_claim_no_key on claims (insurer, claim_no)`,
  `create index claims_chassis_no_key_idx on claims (chassis_no_key)`,
  `create index claims_registration_no_key_idx on claims (registration_no_key)`,
  `create table ismabi_data (
    id serial primary key,
    nvic varchar(20) not null unique,
    make varchar(60) not null,
    family varchar(60) not null,
    variant varchar(120),
    year_of_manufacture smallint,
    transmission varchar(20),
    engine_cc int check (engine_cc > 0),
    em_new_price_sen bigint check (em_new_price_sen >= 0),
    wm_new_price_sen bigint check (wm_new_price_sen >= 0),
    market_value_sen bigint check (market_value_sen >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index ismabi_data_make_family_idx on ismabi_data (make, family)`,
  `create table ismabi_standard_features (
    id serial primary key,
    nvic varchar(20) not null,
    description varchar(200) not null,
    position int not null,
    created_at timestamptz not null default now(),
    unique (nvic, description)
  )`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
