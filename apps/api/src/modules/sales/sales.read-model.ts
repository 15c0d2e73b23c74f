import type { TillItemLink, TillItemsQuery } from '@costeo/domain/contracts/sales';
import type { BaseUnit } from '@costeo/domain/units';
import { normalizeSearch } from '@costeo/domain/text';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ingredientDefinitions, ingredientInstances } from '../../db/schema/ingredients.ts';
import { menus } from '../../db/schema/menus.ts';
import { recipes } from '../../db/schema/recipes.ts';
import { salesLines, tillItems } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';

/*
 * What the sales screens read across modules (issue 33): the till items with the names of what
 * they are linked to, a period's sales per item, and the dishes, menus and products an item can
 * be linked to. Read-only; the sales module writes only its own tables.
 */

/** What an item is linked to, from its columns (the database allows at most one). */
const LINK_KIND = sql`case when t.recipe_id is not null then 'recipe'
  when t.menu_id is not null then 'menu' when t.instance_id is not null then 'product'
  when t.not_food then 'not_food' else 'none' end`;

/** The name without accents, lower case: as normalizeSearch folds the text searched for. */
const FOLDED_NAME = sql`translate(lower(t.name), 'áàâäéèêëíìîïóòôöúùûüñç', 'aaaaeeeeiiiioooouuuunc')`;

export interface TillItemReadRow {
  id: number;
  code: string;
  name: string;
  link: TillItemLink;
  recipeId: number | null;
  recipeName: string | null;
  menuId: number | null;
  menuName: string | null;
  instanceId: number | null;
  instanceName: string | null;
  quantity: string | null;
  unit: string | null;
  units: string;
  netRevenue: string;
  lastSoldOn: string | null;
}

/** A period's sales of one item, with its link. */
export interface PeriodItemRow {
  itemId: number;
  code: string;
  name: string;
  link: TillItemLink;
  refId: number | null;
  refName: string | null;
  units: string;
  grossRevenue: string;
  netRevenue: string;
  vat: string;
}

export interface LinkProduct {
  id: number;
  name: string;
  baseUnit: BaseUnit;
  density: string | null;
  unitWeight: string | null;
}

function linkFilter(link: TillItemsQuery['link']): SQL {
  if (link === 'all') return sql``;
  if (link === 'linked') return sql`and (${LINK_KIND}) <> 'none'`;
  return sql`and (${LINK_KIND}) = ${link}`;
}

function periodFilter(from?: string, to?: string): SQL {
  return sql`${from === undefined ? sql`` : sql`and l.sold_on >= ${from}::date`}
    ${to === undefined ? sql`` : sql`and l.sold_on <= ${to}::date`}`;
}

export function createSalesReadModel(db: Db) {
  const itemSelect = (query: TillItemsQuery) => sql`
    select t.id, t.code, t.name, ${LINK_KIND} as link,
           t.recipe_id as "recipeId", r.name as "recipeName",
           t.menu_id as "menuId", m.name as "menuName",
           t.instance_id as "instanceId", i.name as "instanceName",
           t.quantity::text as quantity, t.unit,
           coalesce(s.units, 0)::text as units, coalesce(s.net, 0)::text as "netRevenue",
           s.last as "lastSoldOn"
    from ${tillItems} t
    left join ${recipes} r on r.id = t.recipe_id and r.owner_id = t.owner_id
    left join ${menus} m on m.id = t.menu_id and m.owner_id = t.owner_id
    left join ${ingredientInstances} i on i.id = t.instance_id and i.owner_id = t.owner_id
    left join lateral (
      select sum(l.units) as units, sum(l.net_revenue) as net,
             to_char(max(l.sold_on), 'YYYY-MM-DD') as last
      from ${salesLines} l
      where l.item_id = t.id ${periodFilter(query.date_from, query.date_to)}
    ) s on true`;

  const itemWhere = (ownerId: number, query: TillItemsQuery) => {
    const search = query.search
      ? `%${normalizeSearch(query.search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      : null;
    return sql`where t.owner_id = ${ownerId} ${linkFilter(query.link)}
      ${search === null ? sql`` : sql`and (lower(t.code) like ${search} or ${FOLDED_NAME} like ${search})`}`;
  };

  return {
    /** The owner's till items, the biggest sellers of the period first, then by name. */
    async items(
      ownerId: number,
      query: TillItemsQuery,
      window: { limit: number; offset: number },
    ): Promise<{ count: number; rows: TillItemReadRow[] }> {
      const where = itemWhere(ownerId, query);
      const [rows, [total]] = await Promise.all([
        queryRows<TillItemReadRow>(
          db,
          sql`${itemSelect(query)} ${where}
              order by coalesce(s.net, 0) desc, t.name, t.id
              limit ${window.limit} offset ${window.offset}`,
        ),
        queryRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from ${tillItems} t ${where}`,
        ),
      ]);
      return { count: total?.count ?? 0, rows };
    },

    async item(ownerId: number, id: number): Promise<TillItemReadRow | null> {
      const [row] = await queryRows<TillItemReadRow>(
        db,
        sql`${itemSelect({ link: 'all' })} where t.owner_id = ${ownerId} and t.id = ${id}`,
      );
      return row ?? null;
    },

    /** The period's sales per item (refunds netted), with what each is linked to. */
    periodItems(ownerId: number, from: string, to: string): Promise<PeriodItemRow[]> {
      return queryRows<PeriodItemRow>(
        db,
        sql`select t.id as "itemId", t.code, t.name, ${LINK_KIND} as link,
                   coalesce(t.recipe_id, t.menu_id, t.instance_id) as "refId",
                   coalesce(r.name, m.name, i.name) as "refName",
                   sum(l.units)::text as units, sum(l.gross_revenue)::text as "grossRevenue",
                   sum(l.net_revenue)::text as "netRevenue", sum(l.vat)::text as vat
            from ${salesLines} l
            join ${tillItems} t on t.id = l.item_id
            left join ${recipes} r on r.id = t.recipe_id and r.owner_id = t.owner_id
            left join ${menus} m on m.id = t.menu_id and m.owner_id = t.owner_id
            left join ${ingredientInstances} i on i.id = t.instance_id and i.owner_id = t.owner_id
            where l.owner_id = ${ownerId} and l.sold_on between ${from}::date and ${to}::date
            group by t.id, r.name, m.name, i.name
            order by sum(l.net_revenue) desc, t.name, t.id`,
      );
    },

    /** Units sold per recipe in the period (refunds netted), with the recipe's name. */
    recipeUnits(ownerId: number, from: string, to: string) {
      return queryRows<{ recipeId: number; name: string; units: string }>(
        db,
        sql`select t.recipe_id as "recipeId", r.name, sum(l.units)::text as units
            from ${salesLines} l
            join ${tillItems} t on t.id = l.item_id and t.recipe_id is not null
            join ${recipes} r on r.id = t.recipe_id and r.owner_id = l.owner_id
            where l.owner_id = ${ownerId} and l.sold_on between ${from}::date and ${to}::date
            group by t.recipe_id, r.name
            order by r.name, t.recipe_id`,
      );
    },

    /** Net revenue per day of the period (days with sales only). */
    days(ownerId: number, from: string, to: string) {
      return queryRows<{ date: string; netRevenue: string }>(
        db,
        sql`select to_char(sold_on, 'YYYY-MM-DD') as date, sum(net_revenue)::text as "netRevenue"
            from ${salesLines}
            where owner_id = ${ownerId} and sold_on between ${from}::date and ${to}::date
            group by sold_on order by sold_on`,
      );
    },

    /** Each recipe's and menu's target food cost (%): a menu without its own takes the owner's. */
    async targets(ownerId: number) {
      const rows = await queryRows<{ kind: 'recipe' | 'menu'; id: number; target: string | null }>(
        db,
        sql`select 'recipe' as kind, id, effective_target_food_cost_pct::text as target
            from ${recipes} where owner_id = ${ownerId}
            union all
            select 'menu', m.id, coalesce(m.target_food_cost_pct, u.target_food_cost_pct)::text
            from ${menus} m join ${users} u on u.id = m.owner_id
            where m.owner_id = ${ownerId}`,
      );
      const of = (kind: 'recipe' | 'menu') =>
        new Map(
          rows.flatMap((row) =>
            row.kind === kind && row.target !== null ? [[row.id, row.target] as const] : [],
          ),
        );
      return { recipes: of('recipe'), menus: of('menu') };
    },

    /** The owner's dishes (not elaboraciones), the suggestions' candidates. */
    dishes(ownerId: number) {
      return queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from ${recipes}
            where owner_id = ${ownerId} and not is_subrecipe order by name, id`,
      );
    },

    async ownsRecipe(ownerId: number, id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from ${recipes} where owner_id = ${ownerId} and id = ${id}`,
      );
      return rows.length > 0;
    },

    async ownsMenu(ownerId: number, id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from ${menus} where owner_id = ${ownerId} and id = ${id}`,
      );
      return rows.length > 0;
    },

    /** A product of the owner with what converting a quantity to its base unit needs. */
    async product(ownerId: number, id: number): Promise<LinkProduct | null> {
      const [row] = await queryRows<LinkProduct>(
        db,
        sql`select i.id, i.name, d.base_unit as "baseUnit",
                   coalesce(i.density, d.density)::text as density,
                   coalesce(i.unit_weight, d.unit_weight)::text as "unitWeight"
            from ${ingredientInstances} i
            join ${ingredientDefinitions} d on d.id = i.definition_id
            where i.owner_id = ${ownerId} and i.id = ${id}`,
      );
      return row ?? null;
    },
  };
}

export type SalesReadModel = ReturnType<typeof createSalesReadModel>;
