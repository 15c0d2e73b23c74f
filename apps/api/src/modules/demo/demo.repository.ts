import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// The same constant for every Costeo process on one database (the migrations use 7_360_411).
const DEMO_SEED_LOCK_KEY = 7_360_412;

/** Waits for the demo seeding lock and holds it to the end of the transaction `tx`. */
export async function lockDemoSeed(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
}
