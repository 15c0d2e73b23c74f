import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is `timestamptz`, read as a JS Date (UTC on the wire). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL `bytea`, read and written as a Node Buffer (drizzle 0.45 has no built-in for it). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // pg gives a Buffer, PGlite a Uint8Array: one type for the services.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
