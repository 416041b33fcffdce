/**
 * The bare anchor of `npm run bench`: a plain Fastify + `pg` server outside the app that runs the
 * SQL GetItem runs for a paid report and answers the same JSON. GetItem ÷ anchor is what the
 * app's own layers (hooks, query builder, schemas, logging) cost on the database path.
 * Run as its own process (like the app) with DATABASE_URL and PORT.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const sessionSql = `select "users"."id", "users"."role", "users"."email", "users"."username", "sessions"."id" as "sessionId" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
  where "sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now() and "users"."active" = $2`;
const accountSql = `select "id", "credit", "is_postpaid", "postpaid_rate_sen", "company_id", "referral_code" from "users" where "id" = $1`;
const checkSql = `select "id", "unikey", "user_id", "search_by_vehicle", "search_key", "vehicle_id", "is_found", "status",
  "reference_no", "created_at", report::text as "report_json" from "checks" where "unikey" = $1`;
const chargesSql = `select "payment_type_id", "credit", "price_sen" from "charge_setups" order by "id"`;

// GetItem keeps the charges for a few seconds too (they change only in Charges Setup).
const charges = await pool.query(chargesSql);
const chargesJson = JSON.stringify(
  charges.rows.map((row) => ({ PaymentTypeID: row.payment_type_id, Credit: row.credit, PriceSen: row.price_sen })),
);

async function creditOf(authorization: string | undefined) {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return 0;
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query(sessionSql, [hash, true]);
  if (!session.rows[0]) return 0;
  const account = await pool.query(accountSql, [session.rows[0].id]);
  return Number(account.rows[0].credit);
}

app.get('/GetItem', async (request, reply) => {
  const { unikey } = request.query as { unikey: string };
  const credit = await creditOf(request.headers.authorization);
  const { rows } = await pool.query(checkSql, [unikey]);
  const check = rows[0];
  if (!check?.report_json) return reply.status(404).send({ Message: 'No such report' });
  const head = JSON.stringify({
    id: Number(check.id),
    Unikey: check.unikey,
    Partial: false,
    Full: true,
    PartialInfo: null,
    CreditLimit: credit,
  });
  return reply
    .type('application/json; charset=utf-8')
    .send(`${head.slice(0, -1)},"ChargeInfo":${chargesJson},${check.report_json.slice(1)}`);
});

// A clean exit, so that --cpu-prof writes its profile.
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
