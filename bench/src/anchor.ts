/**
 * The bare anchor of `npm run bench`: a plain Fastify + `pg` server outside the app that runs the SQL GetItem runs for
 * a paid report and answers the same JSON, written as plainly as a server can. GetItem ÷ anchor is what the app's own
 * layers (hooks, query builder, schemas, logging) cost on the database path.
 * Run as its own process (like the app) with DATABASE_URL and PORT.
 */
import { createHash } from 'node:crypto';
import { attachmentEndpoints, endpointUrl } from '@portal/contract';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

// GetItem's statements, as the app's query builder writes them (features/checks/queries.ts), and run as the app
// runs them on PostgreSQL, as named prepared statements (parsed and planned once per connection): anonymous with a
// report-device cookie, the check and whether that browser may open it (checkForDevice); logged in, one statement with
// the token's live session, its credit and company, the owner's company, the browser's device and the newest photo
// (checkWithCaller).
const checkForDeviceSql = `select "checks"."id", "checks"."unikey", "checks"."user_id", "checks"."search_by_vehicle", "checks"."search_key", "checks"."vehicle_id", "checks"."is_found", "checks"."status", "checks"."reference_no", "checks"."verify_token", "checks"."created_at", checks.report::text as "report_json", exists (select "report_devices"."check_id" from "report_devices" where "report_devices"."check_id" = "checks"."id" and "report_devices"."device_hash" = $1) as "device_holds" from "checks" where "checks"."unikey" = $2`;
const checkWithCallerSql = `select "checks"."id", "checks"."unikey", "checks"."user_id", "checks"."search_by_vehicle", "checks"."search_key", "checks"."vehicle_id", "checks"."is_found", "checks"."status", "checks"."reference_no", "checks"."verify_token", "checks"."created_at", checks.report::text as "report_json", "owner"."company_id" as "owner_company_id", "caller"."company_id" as "caller_company_id", exists (select "report_devices"."check_id" from "report_devices" where "report_devices"."check_id" = "checks"."id" and "report_devices"."device_hash" = $1) as "device_holds", "caller"."id" as "caller_id", "caller"."role" as "caller_role", "caller"."email" as "caller_email", "caller"."username" as "caller_username", "caller"."language" as "caller_language", "caller"."sessionId" as "caller_session_id", "caller"."credit" as "caller_credit", case when "caller"."id" is not null then (select "attachments"."public_id" from "attachments" where "attachments"."check_id" = "checks"."id" and "attachments"."is_misc" = $2 order by "attachments"."created_at" desc, "attachments"."id" desc limit $3) end as "photo_public_id" from "checks" left join (select "users"."id", "users"."role", "users"."email", "users"."username", "users"."language", "sessions"."id" as "sessionId", "users"."credit", "users"."company_id" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $4 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now() and "users"."active" = $5) as "caller" on true left join "users" as "owner" on "owner"."id" = "checks"."user_id" where "checks"."unikey" = $6`;
const chargesSql = `select "payment_type_id", "credit", "price_sen" from "charge_setups" order by "id"`;

// GetItem keeps the charges for a few seconds too (they change only in Charges Setup).
const charges = await pool.query(chargesSql);
const chargeInfo = charges.rows.map((row) => ({
  PaymentTypeID: row.payment_type_id,
  Credit: row.credit,
  PriceSen: row.price_sen,
}));

const administrator = 1;

/** The report's photo is shown to its owner and to administrators. */
function photoOf(check: { user_id: number; caller_id: number; caller_role: number; photo_public_id: string | null }) {
  if (!check.photo_public_id || (check.caller_role !== administrator && check.user_id !== check.caller_id)) {
    return undefined;
  }
  return endpointUrl(attachmentEndpoints.image, { params: { id: check.photo_public_id } });
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** GetItem's rule for a paid report (features/checks/service.ts: reportRefusal), for the two readers benched. */
function mayRead(check: {
  user_id: number | null;
  device_holds: boolean;
  caller_id?: number | null;
  caller_role?: number | null;
  caller_company_id?: number | null;
  owner_company_id?: number | null;
}) {
  if (check.caller_role === administrator) return true;
  if (check.user_id === null) return check.device_holds;
  const colleague = check.caller_company_id != null && check.caller_company_id === check.owner_company_id;
  return check.caller_id === check.user_id || colleague;
}

app.get('/GetItem', async (request, reply) => {
  const { unikey } = request.query as { unikey: string };
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const device = request.headers.cookie?.match(/(?:^|;)\s*ReportDevice=([\w-]{43})\s*(?:;|$)/)?.[1];
  const deviceHash = device ? sha256(device) : '';
  const { rows } = await pool.query(
    token
      ? {
          name: 'check_with_caller',
          text: checkWithCallerSql,
          values: [deviceHash, false, 1, sha256(token), true, unikey],
        }
      : { name: 'check_for_device', text: checkForDeviceSql, values: [deviceHash, unikey] },
  );
  const check = rows[0];
  if (!check?.report_json) return reply.status(404).send({ Message: 'No such report' });
  if (!mayRead(check)) return reply.status(403).send({ Message: 'Not yours' });
  // The stored report read and written out again as JSON, GetItem's fields in the contract's order, but not checked
  // against the contract: that check is one of the app's layers this measures.
  const report = JSON.parse(check.report_json);
  const imageUrl = photoOf(check);
  if (imageUrl) report.BasicInfo.ImageUrl = imageUrl;
  const answer = {
    id: Number(check.id),
    Unikey: check.unikey,
    Partial: false,
    Full: true,
    BasicInfo: report.BasicInfo,
    PartialInfo: null,
    ClaimLists: report.ClaimLists,
    ABIInfo: report.ABIInfo,
    Notices: report.Notices,
    Story: report.Story,
    ChargeInfo: chargeInfo,
    CreditLimit: check.caller_credit ?? 0,
    VerifyToken: check.verify_token,
  };
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
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
