import type { TheoreticalUse } from '@costeo/domain/contracts/sales';
import { dec } from '@costeo/domain/decimal';
import type { UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { extraCostDefinitions, recipeExtraCosts } from '../../db/schema/extra-costs.ts';
import { ingredientPriceHistory, ingredientProductFacts } from '../../db/schema/ingredients.ts';
import { menuItems, menus, menuSections } from '../../db/schema/menus.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { salesLines, tillItems } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import {
  costOfSalesFrom,
  theoreticalUseFrom,
  type CostOfSalesRow,
  type SalesGraphRows,
  type SalesPeriod,
  type SoldRow,
} from './sales-use.figures.ts';

/*
 * What was sold, in products and in € (issue 33 points 5 and 6; DOMAIN.md §10 and §11): a read
 * model over the sales (this module), the recipes and their lines (recipes), the menus (menus),
 * the products and their price history (ingredients) and the recipes' extra costs (extra costs).
 * Two statements whatever the period, the dishes or the depth of their elaboraciones: the
 * period's sales per day and linked dish, menu or product; then the graph they reach — one
 * WITH RECURSIVE over recipe_lines.sub_recipe_id from the dishes sold and the menus' dishes —
 * with its lines, extra costs, menus, products and price history, as one JSON text.
 */

export type { CostOfSalesRow, SalesPeriod } from './sales-use.figures.ts';

/** The kitchen's days: a price changed at 23:30 in Madrid is that day's price. */
const TIME_ZONE = 'Europe/Madrid';

const ids = (values: Iterable<number>) => sql`${sql.param([...values])}::int[]`;

export function createSalesUseReadModel(db: Db) {
  /** The period's sales of linked items, per day and dish, menu or product (one statement). */
  async function soldRows(ownerId: number, period: SalesPeriod): Promise<SoldRow[]> {
    const [row] = await queryRows<{ rows: string }>(
      db,
      sql`select coalesce(json_agg(json_build_array(day, kind, ref, units, net, quantity, unit)),
                          '[]')::text as rows
          from (
            select s.sold_on::text as day,
                   case when t.recipe_id is not null then 'recipe'
                        when t.menu_id is not null then 'menu' else 'product' end as kind,
                   coalesce(t.recipe_id, t.menu_id, t.instance_id) as ref,
                   sum(s.units)::text as units, sum(s.net_revenue)::text as net,
                   t.quantity::text as quantity, t.unit
            from ${salesLines} s join ${tillItems} t on t.id = s.item_id
            where s.owner_id = ${ownerId}
              and s.sold_on between ${period.dateFrom}::date and ${period.dateTo}::date
              and (t.recipe_id is not null or t.menu_id is not null or t.instance_id is not null)
            group by s.sold_on, 2, 3, t.quantity, t.unit
          ) sold`,
    );
    const tuples = JSON.parse(row?.rows ?? '[]') as [
      string,
      SoldRow['kind'],
      number,
      string,
      string,
      string | null,
      UnitCode | null,
    ][];
    return tuples.map(([day, kind, ref, units, netRevenue, quantity, unit]) => ({
      day,
      kind,
      ref,
      units,
      netRevenue,
      quantity,
      unit,
    }));
  }

  /**
   * Everything the sold dishes, menus and products reach, in one statement: the recipes from the
   * dishes and the menus' dishes down through their elaboraciones (WITH RECURSIVE; UNION stops
   * at a recipe already reached, so a cycle ends), their lines and extra costs, the menus'
   * sections and items, the products named by the lines or sold as they are with their price
   * history (the last row of each day, Europe/Madrid).
   */
  async function graphRows(
    ownerId: number,
    seeds: { recipeIds: Set<number>; menuIds: Set<number>; productIds: Set<number> },
  ): Promise<SalesGraphRows> {
    const [row] = await queryRows<{ graph: string }>(
      db,
      sql`with recursive
          menu_dishes as (
            select ms.menu_id, ms.position as section_position, ms.name as section_name,
                   ms.choice, mi.position, mi.id, mi.recipe_id,
                   mi.servings_per_cover::text as servings_per_cover,
                   mi.expected_share_pct::text as expected_share_pct
            from ${menuSections} ms join ${menuItems} mi on mi.section_id = ms.id
            where ms.owner_id = ${ownerId} and ms.menu_id = any(${ids(seeds.menuIds)})
          ),
          reached(id) as (
            select seed.id from (
              select unnest(${ids(seeds.recipeIds)}) as id
              union select recipe_id from menu_dishes
            ) seed
            union
            select l.sub_recipe_id from ${recipeLines} l join reached r on l.recipe_id = r.id
            where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
          ),
          graph_recipes as (
            select r.* from ${recipes} r
            where r.owner_id = ${ownerId} and r.id in (select id from reached)
          ),
          graph_lines as (
            select l.* from ${recipeLines} l
            where l.owner_id = ${ownerId} and l.recipe_id in (select id from graph_recipes)
          ),
          used_products as (
            select ingredient_instance_id as id from graph_lines
            where ingredient_instance_id is not null
            union select unnest(${ids(seeds.productIds)})
          )
          select json_build_object(
            'defaults', (select json_build_array(u.sale_vat_pct::text,
                                                 u.target_food_cost_pct::text)
                         from ${users} u where u.id = ${ownerId}),
            'recipes', coalesce((select json_agg(json_build_array(r.id, r.name, r.servings,
                          r.sale_price::text, r.sale_vat_pct::text, r.target_food_cost_pct::text,
                          r.is_subrecipe, r.yield_quantity::text, r.yield_unit))
                        from graph_recipes r), '[]'),
            'lines', coalesce((select json_agg(json_build_array(l.id, l.recipe_id,
                          l.ingredient_instance_id, l.sub_recipe_id, l.quantity::text, l.unit)
                          order by l.recipe_id, l.position, l.id)
                        from graph_lines l), '[]'),
            'extras', coalesce((select json_agg(json_build_array(e.id, e.recipe_id, d.name,
                          d.cost_type, e.amount::text) order by e.recipe_id, e.id)
                        from ${recipeExtraCosts} e
                        join ${extraCostDefinitions} d on d.id = e.definition_id
                        where e.owner_id = ${ownerId}
                          and e.recipe_id in (select id from graph_recipes)), '[]'),
            'menus', coalesce((select json_agg(json_build_array(m.id, m.name,
                          m.target_food_cost_pct::text))
                        from ${menus} m
                        where m.owner_id = ${ownerId} and m.id = any(${ids(seeds.menuIds)})),
                        '[]'),
            'menuItems', coalesce((select json_agg(json_build_array(d.menu_id, d.section_name,
                          d.choice, d.recipe_id, d.servings_per_cover, d.expected_share_pct)
                          order by d.menu_id, d.section_position, d.position, d.id)
                        from menu_dishes d), '[]'),
            'products', coalesce((select json_agg(json_build_array(f.id, f.name, f.base_unit,
                          f.unit_cost::text, f.waste_pct::text, f.density::text,
                          f.unit_weight::text))
                        from ${ingredientProductFacts} f
                        where f.owner_id = ${ownerId}
                          and f.id in (select id from used_products)), '[]'),
            'history', coalesce((select json_agg(json_build_array(h.instance_id, h.day,
                          h.unit_cost) order by h.instance_id, h.day)
                        from (
                          select distinct on (p.instance_id, p.day) p.instance_id, p.day::text,
                                 p.unit_cost::text as unit_cost
                          from (
                            select instance_id, changed_at, id, unit_cost,
                                   (changed_at at time zone ${TIME_ZONE})::date as day
                            from ${ingredientPriceHistory}
                            where owner_id = ${ownerId}
                              and instance_id in (select id from used_products)
                          ) p
                          order by p.instance_id, p.day, p.changed_at desc, p.id desc
                        ) h), '[]')
          )::text as graph`,
    );
    return JSON.parse(row?.graph ?? '{}') as SalesGraphRows;
  }

  /** The sales of the period and the graph they reach: two statements. */
  async function load(ownerId: number, period: SalesPeriod) {
    const sold = await soldRows(ownerId, period);
    const seeds = {
      recipeIds: new Set<number>(),
      menuIds: new Set<number>(),
      productIds: new Set<number>(),
    };
    for (const row of sold) {
      const set =
        row.kind === 'recipe'
          ? seeds.recipeIds
          : row.kind === 'menu'
            ? seeds.menuIds
            : seeds.productIds;
      set.add(row.ref);
    }
    return { sold, graph: await graphRows(ownerId, seeds) };
  }

  return {
    /**
     * Each product's theoretical use in the period (DOMAIN.md §10): the dishes sold exploded
     * into their products' gross quantities (elaboraciones at any depth, merma, count lines
     * whole), the menus sold as one item through their expected shares, the products sold as
     * they are; in base units, valued at each product's price in force on each sale's date.
     */
    async theoreticalUse(ownerId: number, period: SalesPeriod): Promise<TheoreticalUse> {
      const { sold, graph } = await load(ownerId, period);
      return theoreticalUseFrom(period, sold, graph);
    },

    /**
     * The theoretical use of the period and its net food revenue (the sales linked to dishes,
     * menus and products; not food apart) from one load — the stock close's sales side (issue 34).
     */
    async useAndRevenue(
      ownerId: number,
      period: SalesPeriod,
    ): Promise<{ use: TheoreticalUse; netFoodRevenue: string }> {
      const { sold, graph } = await load(ownerId, period);
      const revenue = sold.reduce((total, row) => total.plus(row.netRevenue), dec(0));
      return { use: theoreticalUseFrom(period, sold, graph), netFoodRevenue: revenue.toString() };
    },

    /**
     * The cost of what was sold (DOMAIN.md §11), per dish, menu and product sold as it is: units ×
     * cost per serving at each sale's date (the engine's, extra costs included, with the prices in
     * force that day; one engine run per distinct state of prices in the period).
     */
    async costOfSales(ownerId: number, period: SalesPeriod): Promise<CostOfSalesRow[]> {
      const { sold, graph } = await load(ownerId, period);
      return costOfSalesFrom(period, sold, graph);
    },
  };
}

export type SalesUseReadModel = ReturnType<typeof createSalesUseReadModel>;
