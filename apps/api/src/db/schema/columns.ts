import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is `timestamptz`, read as a JS Date (UTC on the wire). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
