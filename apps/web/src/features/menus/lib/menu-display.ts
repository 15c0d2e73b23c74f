import {
  MENU_KIND_LABELS,
  type MenuFiguresAnswer,
  type MenuKindCode,
  type MenuListItem,
} from '@costeo/domain/contracts/menus';
import {
  formatCount,
  formatEuro,
  formatPercentFixed,
  formatShortDate,
} from '../../../lib/format.ts';

export function euroOrDash(value: string | null): string {
  return value === null ? '—' : formatEuro(value);
}

export function percentOrDash(value: string | null): string {
  return value === null ? '—' : formatPercentFixed(value);
}

/**
 * The phone's bottom bar of Detalle de Menú (issue 31): what a cover costs, expected and at worst,
 * and the food cost; a carta's mean food cost instead of a worst case. "—" while not known.
 */
export function menuBarFigures(
  kind: MenuKindCode,
  figures: Pick<
    MenuFiguresAnswer,
    | 'cost_per_cover_expected'
    | 'cost_per_cover_worst'
    | 'food_cost_pct_expected'
    | 'average_food_cost_pct'
  > | null,
): { label: string; value: string }[] {
  const expected = {
    label: 'Coste por cubierto',
    value: euroOrDash(figures?.cost_per_cover_expected ?? null),
  };
  if (kind === 'carta') {
    return [
      expected,
      { label: 'Food cost medio', value: percentOrDash(figures?.average_food_cost_pct ?? null) },
    ];
  }
  return [
    expected,
    { label: 'Peor caso', value: euroOrDash(figures?.cost_per_cover_worst ?? null) },
    { label: 'Food cost', value: percentOrDash(figures?.food_cost_pct_expected ?? null) },
  ];
}

/** "3 secciones · 8 platos". */
export function contentsLabel(sections: number, dishes: number): string {
  const sectionText = sections === 1 ? '1 sección' : `${formatCount(sections)} secciones`;
  const dishText = dishes === 1 ? '1 plato' : `${formatCount(dishes)} platos`;
  return `${sectionText} · ${dishText}`;
}

/** "80 invitados". */
export function guestsLabel(guests: number): string {
  return guests === 1 ? '1 invitado' : `${formatCount(guests)} invitados`;
}

/** A calendar day "2026-06-12" → "12/06/2026" (read at noon UTC: the same day everywhere). */
export function formatEventDate(day: string): string {
  return formatShortDate(`${day}T12:00:00Z`);
}

/** What a row says under its name: its contents, and an event's headcount and day. */
export function menuSummary(menu: MenuListItem): string {
  const parts = [contentsLabel(menu.sections_count, menu.dishes_count)];
  if (menu.kind === 'evento') {
    if (menu.guests !== null) parts.push(guestsLabel(menu.guests));
    if (menu.event_date !== null) parts.push(formatEventDate(menu.event_date));
  }
  return parts.join(' · ');
}

/** The food cost a row shows: a carta's is the mean of its dishes'. */
export function expectedFoodCost(menu: MenuListItem): string | null {
  return menu.kind === 'carta' ? menu.average_food_cost_pct : menu.food_cost_pct_expected;
}

export function kindLabel(menu: Pick<MenuListItem, 'kind'>): string {
  return MENU_KIND_LABELS[menu.kind];
}
