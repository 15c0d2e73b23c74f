import { MENU_KIND_LABELS, type MenuListItem } from '@costeo/domain/contracts/menus';
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
