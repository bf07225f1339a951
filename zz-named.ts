import pg from "pg";
const url = process.argv[2]!; const named = process.argv[3] === "named";
const pool = new pg.Pool({ connectionString: url, max: 16 });
const V = (await pool.query("select vendor_id from conversations group by vendor_id order by count(*) desc limit 1")).rows[0].vendor_id;
const unreadOn = (a: string) => `(${a}.last_client_message_at is not null and ${a}.last_client_message_at > coalesce(${a}.read_date, '-infinity'::timestamptz))`;
const INBOX = `select c.id, c.vendor_id, c.client_id, c.event_id, c.name, c.object, c.status, c.is_archived, c.read_date,
    c.read_date_client, c.last_message_at, c.last_client_message_at, c.last_message_sender, c.last_message_object,
    c.last_message_body, (select count(*) from conversations t where t.vendor_id = $1 and t.is_archived = $2) as total
  from (select k.id from conversations k where k.vendor_id = $3 and k.is_archived = $4
        order by ${unreadOn("k")} desc, k.last_message_at desc, k.id desc limit $5 offset $6) p
  join conversations c on c.id = p.id order by ${unreadOn("c")} desc, c.last_message_at desc, c.id desc`;
const EV = `select "id", "event_name", "date", "approximate_date", "approximate_guests_count", "guests_count", "status", "client_id" from "events" where ("events"."vendor_id" = $1 and "events"."id" in (select unnest($2::uuid[])))`;
const CL = `select "id", "name" from "clients" where ("clients"."vendor_id" = $1 and "clients"."id" = any($2::uuid[]))`;
let i = 0; const lat: number[] = []; const end = Date.now() + 8000;
async function one() {
  const t0 = performance.now(); const off = ((i++ * 7919) % 76) * 25;
  const q = (name: string, text: string, values: unknown[]) => pool.query(named ? { name, text, values } : { text, values });
  const page = await q("inbox", INBOX, [V, false, V, false, 25, off]);
  const ev = await q("ev", EV, [V, [...new Set(page.rows.map((r) => r.event_id).filter(Boolean))]]);
  await q("cl", CL, [V, [...new Set(ev.rows.map((r) => r.client_id).filter(Boolean))]]);
  lat.push(performance.now() - t0);
}
await Promise.all(Array.from({ length: 16 }, async () => { while (Date.now() < end) await one(); }));
lat.sort((a, b) => a - b);
console.log(named ? "named" : "unnamed", (lat.length / 8).toFixed(0), "req/s p50", lat[lat.length >> 1]!.toFixed(1), "p99", lat[Math.floor(lat.length * 0.99)]!.toFixed(1));
await pool.end();
