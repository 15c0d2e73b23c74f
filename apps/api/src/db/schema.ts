// The full Drizzle schema, one module per domain (STYLE.md: db/schema/<domain>.ts).
export * from './schema/users.ts';
export * from './schema/auth.ts';
export * from './schema/subscriptions.ts';
export * from './schema/suppliers.ts';
export * from './schema/ingredients.ts';
export * from './schema/delivery-notes.ts';
export * from './schema/recipes.ts';
export * from './schema/costing.ts';
export * from './schema/extra-costs.ts';
export * from './schema/exports.ts';
export * from './schema/analytics.ts';
export * from './schema/menus.ts';
export * from './schema/supplier-invoices.ts';
export * from './schema/mail.ts';
export * from './schema/sales.ts';
export * from './schema/stock.ts';
export * from './schema/waste.ts';
