/** Mermas y desperdicio (issue 35): the log, under Ingredientes, and its prevention plan. */
export const WASTE_PATH = '/ingredients/waste';
/** The prevention plan of Ley 1/2025, reached from the log and from the Dashboard's reminder. */
export const WASTE_PLAN_PATH = '/ingredients/waste/plan';
