import type { MenuListParams } from './list-menus.ts';

/** TanStack Query keys of the menus. Saving a menu invalidates `menus`. */
export const menuKeys = {
  all: ['menus'] as const,
  lists: () => [...menuKeys.all, 'list'] as const,
  list: (params: MenuListParams) => [...menuKeys.lists(), params] as const,
  detail: (id: number) => [...menuKeys.all, 'detail', id] as const,
  /** An event's figures for another headcount (`?guests=N`). */
  quote: (id: number, guests: number) => [...menuKeys.detail(id), 'guests', guests] as const,
  /** The dishes a menu can serve, matching a search. */
  dishes: (search: string) => [...menuKeys.all, 'dishes', search] as const,
};
