import type { AllergenCode } from '@costeo/domain/allergens';
import type { MenuKindCode } from '@costeo/domain/contracts/menus';
import { sql, type SQL } from 'drizzle-orm';
import { queryNamedRows, queryRows, type Db } from '../../db/client.ts';
import { menuExtras, menuItems, menuSections, menus } from '../../db/schema/menus.ts';
import { recipes } from '../../db/schema/recipes.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

/*
 * The menus module's read model (docs/ARCHITECTURE.md, "Read models"): a menu with its sections,
 * items and extras, and the stored figures of the dishes they serve (the recipes' columns, which
 * the costing module keeps current in the same transaction as every change that moves them) and
 * the profile defaults, in ONE statement, so the figures of an answer come from one snapshot.
 * It writes nothing.
 */

/** A dish as a menu reads it: the recipe's stored figures, exact. */
export interface DishRow {
  id: number;
  name: string;
  category: string;
  isSubrecipe: boolean;
  /** The stored exact cost per serving; null when the recipe has no line yet. */
  costPerServing: string | null;
  costComplete: boolean;
  salePrice: string | null;
  effectiveSaleVatPct: string;
  effectiveTargetFoodCostPct: string;
  allergens: AllergenCode[];
}

export interface StoredItem {
  id: number;
  position: number;
  servingsPerCover: string;
  expectedSharePct: string | null;
  guestQuantity: string | null;
  guestUnit: string;
  dish: DishRow;
}

export interface StoredSection {
  id: number;
  position: number;
  name: string;
  choice: 'one' | 'all';
  items: StoredItem[];
}

export interface StoredExtra {
  id: number;
  position: number;
  name: string;
  costType: 'fixed' | 'per_person';
  amount: string;
}

/** A menu as stored, with what its figures need. */
export interface StoredMenu {
  id: number;
  name: string;
  kind: MenuKindCode;
  pricePerPerson: string | null;
  saleVatPct: string | null;
  targetFoodCostPct: string | null;
  guests: number | null;
  eventDate: string | null;
  clientName: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
  quoteValidityDays: number | null;
  quoteDepositPct: string | null;
  quotePaymentTerms: string | null;
  quoteYear: number | null;
  quoteSequence: number | null;
  quoteIssuedAt: string | null;
  defaultSaleVatPct: string;
  defaultTargetFoodCostPct: string;
  defaultQuoteValidityDays: number;
  defaultQuoteDepositPct: string;
  defaultQuotePaymentTerms: string;
  sections: StoredSection[];
  extras: StoredExtra[];
}

/** ISO 8601 in UTC with milliseconds, as Date.toISOString() writes it. */
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The dish fields of a recipe row `r` as a JSON object (numbers as exact text). */
const dishJson = sql`json_build_object(
    'id', r.id, 'name', r.name, 'category', r.category, 'isSubrecipe', r.is_subrecipe,
    'costPerServing', case when r.lines_count = 0 then null else r.cost_per_serving::text end,
    'costComplete', r.cost_complete and r.lines_count > 0,
    'salePrice', r.sale_price::text,
    'effectiveSaleVatPct', r.effective_sale_vat_pct::text,
    'effectiveTargetFoodCostPct', r.effective_target_food_cost_pct::text,
    'allergens', to_json(r.allergens))`;

/** The columns of a menu `m` (with its owner `u`'s defaults) and its content as JSON text. */
const menuColumns = sql`m.id, m.name, m.kind, m.price_per_person::text as "pricePerPerson",
    m.sale_vat_pct::text as "saleVatPct", m.target_food_cost_pct::text as "targetFoodCostPct",
    m.guests, to_char(m.event_date, 'YYYY-MM-DD') as "eventDate", m.client_name as "clientName",
    m.notes, ${iso(sql`m.created_at`)} as "createdAt", ${iso(sql`m.updated_at`)} as "updatedAt",
    m.quote_validity_days as "quoteValidityDays", m.quote_deposit_pct::text as "quoteDepositPct",
    m.quote_payment_terms as "quotePaymentTerms", m.quote_year as "quoteYear",
    m.quote_sequence as "quoteSequence",
    case when m.quote_issued_at is null then null else ${iso(sql`m.quote_issued_at`)} end
      as "quoteIssuedAt",
    u.sale_vat_pct::text as "defaultSaleVatPct",
    u.target_food_cost_pct::text as "defaultTargetFoodCostPct",
    u.quote_validity_days as "defaultQuoteValidityDays",
    u.quote_deposit_pct::text as "defaultQuoteDepositPct",
    u.quote_payment_terms as "defaultQuotePaymentTerms",
    coalesce((select json_agg(json_build_object(
                'id', s.id, 'position', s.position, 'name', s.name, 'choice', s.choice,
                'items', coalesce((select json_agg(json_build_object(
                            'id', i.id, 'position', i.position,
                            'servingsPerCover', i.servings_per_cover::text,
                            'expectedSharePct', i.expected_share_pct::text,
                            'guestQuantity', i.guest_quantity::text, 'guestUnit', i.guest_unit,
                            'dish', ${dishJson}) order by i.position, i.id)
                          from ${menuItems} i join ${recipes} r on r.id = i.recipe_id
                          where i.section_id = s.id and i.owner_id = m.owner_id), '[]'))
              order by s.position, s.id)
              from ${menuSections} s where s.menu_id = m.id and s.owner_id = m.owner_id),
             '[]')::text as sections,
    coalesce((select json_agg(json_build_object(
                'id', e.id, 'position', e.position, 'name', e.name, 'costType', e.cost_type,
                'amount', e.amount::text) order by e.position, e.id)
              from ${menuExtras} e where e.menu_id = m.id and e.owner_id = m.owner_id),
             '[]')::text as extras`;

interface MenuRowText extends Omit<StoredMenu, 'sections' | 'extras'> {
  sections: string;
  extras: string;
  total?: number;
}

function parse(row: MenuRowText): StoredMenu {
  const { total: _total, ...rest } = row;
  return {
    ...rest,
    sections: JSON.parse(row.sections) as StoredSection[],
    extras: JSON.parse(row.extras) as StoredExtra[],
  };
}

export const MENU_ORDERING: Record<string, string> = {
  name: 'm.search_name',
  kind: 'm.kind',
  price_per_person: 'm.price_per_person',
  guests: 'm.guests',
  event_date: 'm.event_date',
  created_at: 'm.created_at',
  updated_at: 'm.updated_at',
};

/** DRF's `?ordering=field,-field` over MENU_ORDERING; an unknown field is a 400 naming them. */
export function menuOrderBy(ordering: string | undefined): SQL {
  const terms = (ordering ?? '')
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  const parts: SQL[] = [];
  for (const term of terms) {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    const column = MENU_ORDERING[field];
    if (!column) {
      throw AppError.field(
        'ordering',
        `No se puede ordenar por "${field}". Campos válidos: ${Object.keys(MENU_ORDERING).join(', ')}.`,
      );
    }
    parts.push(sql.raw(`${column} ${descending ? 'desc nulls last' : 'asc nulls last'}`));
  }
  if (parts.length === 0) parts.push(sql.raw('m.search_name asc'));
  parts.push(sql.raw('m.id asc'));
  return sql.join(parts, sql`, `);
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function createMenusReadModel(db: Db) {
  return {
    /** One menu of the owner with everything its answer needs; undefined if not theirs. */
    async find(ownerId: number, id: number): Promise<StoredMenu | undefined> {
      const [row] = await queryNamedRows<MenuRowText>(
        db,
        'menus_answer_v2',
        sql`select ${menuColumns}
            from ${menus} m join ${users} u on u.id = m.owner_id
            where m.owner_id = ${ownerId} and m.id = ${id}`,
      );
      return row ? parse(row) : undefined;
    },

    /**
     * A page of the owner's menus (`search` already normalised; `orderBy` from MENU_ORDERING,
     * checked by the caller) and the total, in one statement.
     */
    async list(
      ownerId: number,
      filters: { search?: string; kind?: MenuKindCode; orderBy: SQL },
      window: { limit: number; offset: number },
    ): Promise<{ count: number; menus: StoredMenu[] }> {
      const conditions = [sql`m.owner_id = ${ownerId}`];
      if (filters.search) {
        conditions.push(sql`m.search_name like ${`%${escapeLike(filters.search)}%`}`);
      }
      if (filters.kind) conditions.push(sql`m.kind = ${filters.kind}`);
      const rows = await queryRows<MenuRowText>(
        db,
        sql`select ${menuColumns}, count(*) over ()::int as total
            from ${menus} m join ${users} u on u.id = m.owner_id
            where ${sql.join(conditions, sql` and `)}
            order by ${filters.orderBy}
            limit ${window.limit} offset ${window.offset}`,
      );
      let count = rows[0]?.total ?? 0;
      if (rows.length === 0 && window.offset > 0) {
        const [counted] = await queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from ${menus} m
              where ${sql.join(conditions, sql` and `)}`,
        );
        count = counted?.total ?? 0;
      }
      return { count, menus: rows.map(parse) };
    },

    /** The owner's menus serving any of `recipeIds` (what a price change would move), by name. */
    async serving(ownerId: number, recipeIds: readonly number[]): Promise<StoredMenu[]> {
      if (recipeIds.length === 0) return [];
      const rows = await queryRows<MenuRowText>(
        db,
        sql`select ${menuColumns}
            from ${menus} m join ${users} u on u.id = m.owner_id
            where m.owner_id = ${ownerId}
              and exists (select 1 from ${menuItems} i
                          where i.owner_id = m.owner_id
                            and i.section_id in (select s.id from ${menuSections} s
                                                 where s.menu_id = m.id)
                            and i.recipe_id in (${sql.join(
                              recipeIds.map((id) => sql`${id}`),
                              sql`, `,
                            )}))
            order by m.search_name, m.id`,
      );
      return rows.map(parse);
    },

    /**
     * The owner's recipes among `ids`, for a write: locked `for key share` in the caller's
     * transaction, so none is deleted before the items naming it are inserted.
     */
    async dishesForWrite(tx: Db, ownerId: number, ids: readonly number[]): Promise<DishRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ dish: DishRow }>(
        tx,
        sql`select ${dishJson} as dish from ${recipes} r
            where r.owner_id = ${ownerId}
              and r.id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})
            for key share of r`,
      );
      return rows.map((row) => row.dish);
    },

    /** The owner's dishes (not elaboraciones) by name, for the editor's search (at most 50). */
    async searchDishes(ownerId: number, search: string | undefined): Promise<DishRow[]> {
      const condition = search ? sql`and r.search_name like ${`%${escapeLike(search)}%`}` : sql``;
      const rows = await queryRows<{ dish: DishRow }>(
        db,
        sql`select ${dishJson} as dish from ${recipes} r
            where r.owner_id = ${ownerId} and not r.is_subrecipe ${condition}
            order by r.search_name, r.id
            limit 50`,
      );
      return rows.map((row) => row.dish);
    },
  };
}

export type MenusReadModel = ReturnType<typeof createMenusReadModel>;
