/**
 * The bare anchor of `npm run bench`: a plain Fastify + `pg` server outside the app that runs the
 * SQL GetItem runs for a paid report and answers the same JSON. GetItem ÷ anchor is what the
 * app's own layers (hooks, query builder, schemas, logging) cost on the database path.
 * Run as its own process (like the app) with DATABASE_URL and PORT.
 */
import { createHash } from 'node:crypto';
import { attachmentEndpoints, endpointUrl } from '@portal/contract';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

// GetItem's statements, as the app's query builder writes them (features/checks/queries.ts), and run as the app
// runs them on PostgreSQL, as named prepared statements (parsed and planned once per connection): anonymous, the
// check alone (findCheck); logged in, one statement with the token's live session, its credit and the newest photo
// (checkWithCaller).
const checkSql = `select "checks"."id", "checks"."unikey", "checks"."user_id", "checks"."search_by_vehicle", "checks"."search_key", "checks"."vehicle_id", "checks"."is_found", "checks"."status", "checks"."reference_no", "checks"."verify_token", "checks"."created_at", checks.report::text as "report_json" from "checks" where "unikey" = $1`;
const checkWithCallerSql = `select "checks"."id", "checks"."unikey", "checks"."user_id", "checks"."search_by_vehicle", "checks"."search_key", "checks"."vehicle_id", "checks"."is_found", "checks"."status", "checks"."reference_no", "checks"."verify_token", "checks"."created_at", checks.report::text as "report_json", "caller"."id" as "caller_id", "caller"."role" as "caller_role", "caller"."email" as "caller_email", "caller"."username" as "caller_username", "caller"."language" as "caller_language", "caller"."sessionId" as "caller_session_id", "caller"."credit" as "caller_credit", case when "caller"."id" is not null then (select "attachments"."public_id" from "attachments" where "attachments"."check_id" = "checks"."id" and "attachments"."is_misc" = $1 order by "attachments"."created_at" desc, "attachments"."id" desc limit $2) end as "photo_public_id" from "checks" left join (select "users"."id", "users"."role", "users"."email", "users"."username", "users"."language", "sessions"."id" as "sessionId", "users"."credit" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $3 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now() and "users"."active" = $4) as "caller" on true where "checks"."unikey" = $5`;
const chargesSql = `select "payment_type_id", "credit", "price_sen" from "charge_setups" order by "id"`;

// GetItem keeps the charges for a few seconds too (they change only in Charges Setup).
const charges = await pool.query(chargesSql);
const chargesJson = JSON.stringify(
  charges.rows.map((row) => ({ PaymentTypeID: row.payment_type_id, Credit: row.credit, PriceSen: row.price_sen })),
);

const administrator = 1;

/** The report's photo is shown to its owner and to administrators. */
function withPhoto(
  reportJson: string,
  check: { user_id: number; caller_id: number; caller_role: number; photo_public_id: string | null },
) {
  if (!check.photo_public_id || (check.caller_role !== administrator && check.user_id !== check.caller_id)) {
    return reportJson;
  }
  const report = JSON.parse(reportJson);
  report.BasicInfo.ImageUrl = endpointUrl(attachmentEndpoints.image, { params: { id: check.photo_public_id } });
  return JSON.stringify(report);
}

app.get('/GetItem', async (request, reply) => {
  const { unikey } = request.query as { unikey: string };
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const { rows } = await pool.query(
    token
      ? {
          name: 'check_with_caller',
          text: checkWithCallerSql,
          values: [false, 1, createHash('sha256').update(token).digest('hex'), true, unikey],
        }
      : { name: 'check_by_unikey', text: checkSql, values: [unikey] },
  );
  const check = rows[0];
  if (!check?.report_json) return reply.status(404).send({ Message: 'No such report' });
  const head = JSON.stringify({
    id: Number(check.id),
    Unikey: check.unikey,
    Partial: false,
    Full: true,
    PartialInfo: null,
    CreditLimit: check.caller_credit ?? 0,
    VerifyToken: check.verify_token,
  });
  return reply
    .type('application/json; charset=utf-8')
    .send(`${head.slice(0, -1)},"ChargeInfo":${chargesJson},${withPhoto(check.report_json, check).slice(1)}`);
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
