/** Ventas (issue 33): under Recetas (SPEC.md §2 keeps its four links), reached from Recetas and the Dashboard. */
export const SALES_PATH = '/recipes/sales';
