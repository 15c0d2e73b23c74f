/**
 * `entry` put back at `index` of `list` (at its end when the list got shorter), unless an entry
 * with its key is there already: an undo pressed twice restores once.
 */
export function insertAt<T extends { key: string }>(list: T[], entry: T, index: number): T[] {
  if (list.some((item) => item.key === entry.key)) return list;
  const at = Math.min(Math.max(index, 0), list.length);
  return [...list.slice(0, at), entry, ...list.slice(at)];
}
