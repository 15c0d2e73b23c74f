// Moved to db/ordering.ts (Drizzle lives in db/ and repositories). Kept only for
// modules/extra-costs/extra-costs.repository.ts, which is being reworked: delete this file once it
// imports db/ordering.ts.
export { parseOrdering } from '../db/ordering.ts';
