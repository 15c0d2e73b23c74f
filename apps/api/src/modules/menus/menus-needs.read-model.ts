import type { MenuKindCode } from '@costeo/domain/contracts/menus';
import type { SectionChoice } from '@costeo/domain/menu-costing';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ingredientInstances, ingredientProductFacts } from '../../db/schema/ingredients.ts';
import { menuItems, menus, menuSections } from '../../db/schema/menus.ts';
import { recipeLines, recipes } from '../../db/schema/recipes.ts';
import { suppliers } from '../../db/schema/suppliers.ts';

/*
 * The needs of a menu (issue 37 point 2): a read model over the menu (this module), the recipes
 * its dishes reach down through their elaboraciones (recipes), their products as the engine
 * reads them with their purchase formats (ingredients) and suppliers (suppliers). ONE statement
 * whatever the depth: WITH RECURSIVE over recipe_lines.sub_recipe_id from the menu's dishes
 * (UNION stops at a recipe already reached, so a cycle ends), as one JSON text. Writes nothing.
 */

/** The rows the needs are computed from (tuples, parsed once). */
export interface MenuNeedsRows {
  menu: {
    id: number;
    name: string;
    kind: MenuKindCode;
    guests: number | null;
    event_date: string | null;
  };
  /** section id, name and choice, recipe, servings per cover, expected share; in order. */
  items: [number, string, SectionChoice, number, string, string | null][];
  /**
   * id, name, servings, is an elaboración, yield quantity, yield unit, and the preparation text
   * when asked for (the production sheet, issue 37 point 6), else null.
   */
  recipes: [number, string, number, boolean, string | null, UnitCode | null, string | null][];
  /** id, recipe, product, sub-recipe, quantity, unit; in order. */
  lines: [number, number, number | null, number | null, string, UnitCode][];
  /**
   * id, name, base unit, price per base unit, merma, density, unit weight (in force), purchase
   * quantity, unit and price, supplier id and name.
   */
  products: [
    number,
    string,
    BaseUnit,
    string,
    string,
    string | null,
    string | null,
    string,
    UnitCode,
    string,
    number | null,
    string,
  ][];
}

/** A menu or event as the needs of several read it. */
export type NeedsMenuRow = MenuNeedsRows['menu'];

/** The rows of several menus (issue 37: the events of a range or a day): items name their menu. */
export interface EventsNeedsRows extends Omit<MenuNeedsRows, 'menu' | 'items'> {
  /** By event date (undated last), then name and id. */
  menus: NeedsMenuRow[];
  /** menu id, then the single menu's item tuple; in each menu's order. */
  items: [number, ...MenuNeedsRows['items'][number]][];
}

/** Which menus: these ids, or the events dated in a range (both days included). */
export type NeedsSelection = { menuIds: readonly number[] } | { from: string; to: string };

export function createMenuNeedsReadModel(db: Db) {
  /** The chosen menus and everything their dishes reach, as one JSON text (see the file's comment). */
  async function query(
    ownerId: number,
    chosen: SQL,
    options: { instructions?: boolean; limit?: number },
  ): Promise<EventsNeedsRows> {
    const instructions = options.instructions ? sql`r.instructions` : sql`null`;
    const limit = options.limit ?? 1;
    const [row] = await queryRows<{ rows: string }>(
      db,
      sql`with recursive
            chosen as (
              select m.id, m.name, m.kind, m.guests, m.event_date from ${menus} m
              where m.owner_id = ${ownerId} and ${chosen}
              order by m.event_date nulls last, m.name, m.id
              limit ${limit}
            ),
            served as (
              select s.menu_id, s.id as section_id, s.position as section_position,
                     s.name as section_name, s.choice,
                     i.position, i.id, i.recipe_id,
                     i.servings_per_cover::text as servings_per_cover,
                     i.expected_share_pct::text as expected_share_pct
              from ${menuSections} s join ${menuItems} i on i.section_id = s.id
              where s.owner_id = ${ownerId} and s.menu_id in (select id from chosen)
                and i.owner_id = ${ownerId}
            ),
            reached(id) as (
              select recipe_id from served
              union
              select l.sub_recipe_id from ${recipeLines} l join reached r on l.recipe_id = r.id
              where l.owner_id = ${ownerId} and l.sub_recipe_id is not null
            ),
            graph_lines as (
              select l.* from ${recipeLines} l
              where l.owner_id = ${ownerId} and l.recipe_id in (select id from reached)
            )
            select json_build_object(
              'menus', coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name,
                            'kind', c.kind, 'guests', c.guests, 'event_date', c.event_date)
                            order by c.event_date nulls last, c.name, c.id)
                          from chosen c), '[]'),
              'items', coalesce((select json_agg(json_build_array(d.menu_id, d.section_id,
                            d.section_name, d.choice,
                            d.recipe_id, d.servings_per_cover, d.expected_share_pct)
                            order by d.menu_id, d.section_position, d.section_id, d.position, d.id)
                          from served d), '[]'),
              'recipes', coalesce((select json_agg(json_build_array(r.id, r.name, r.servings,
                            r.is_subrecipe, r.yield_quantity::text, r.yield_unit,
                            ${instructions}))
                          from ${recipes} r
                          where r.owner_id = ${ownerId} and r.id in (select id from reached)),
                          '[]'),
              'lines', coalesce((select json_agg(json_build_array(l.id, l.recipe_id,
                            l.ingredient_instance_id, l.sub_recipe_id, l.quantity::text, l.unit)
                            order by l.recipe_id, l.position, l.id)
                          from graph_lines l), '[]'),
              'products', coalesce((select json_agg(json_build_array(f.id, f.name, f.base_unit,
                            f.unit_cost::text, f.waste_pct::text, f.density::text,
                            f.unit_weight::text, i.purchase_quantity::text, i.purchase_unit,
                            i.purchase_price::text, i.supplier_id,
                            coalesce(s.name, i.supplier)))
                          from ${ingredientProductFacts} f
                          join ${ingredientInstances} i on i.id = f.id
                          left join ${suppliers} s on s.id = i.supplier_id
                            and s.owner_id = ${ownerId}
                          where f.owner_id = ${ownerId}
                            and f.id in (select ingredient_instance_id from graph_lines)), '[]')
            )::text as rows`,
    );
    return JSON.parse(row?.rows ?? '{}') as EventsNeedsRows;
  }

  return {
    /**
     * The owner's menu `menuId` and everything its dishes reach; null when not theirs. With
     * `instructions`, each recipe's preparation text too.
     */
    async load(
      ownerId: number,
      menuId: number,
      options: { instructions?: boolean } = {},
    ): Promise<MenuNeedsRows | null> {
      const rows = await query(ownerId, sql`m.id = ${menuId}`, options);
      const [menu] = rows.menus;
      if (!menu) return null;
      return {
        ...rows,
        menu,
        items: rows.items.map(([, ...item]) => item),
      };
    },

    /**
     * The owner's menus `selection` names (another's are not read), at most `limit` of them (the
     * caller asks one more than it allows, to tell too many), and everything their dishes reach.
     * A range counts the events (`kind` evento) dated in it.
     */
    loadMany(
      ownerId: number,
      selection: NeedsSelection,
      options: { instructions?: boolean; limit: number },
    ): Promise<EventsNeedsRows> {
      const chosen =
        'menuIds' in selection
          ? sql`m.id in (${sql.join(
              selection.menuIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`m.kind = 'evento' and m.event_date >= ${selection.from}
                and m.event_date <= ${selection.to}`;
      return query(ownerId, chosen, options);
    },
  };
}
