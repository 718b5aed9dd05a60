import type { DataTable } from '../../types';

/**
 * A fact about a table worked out once per key while the table lives: a question reads the same
 * columns again and again, and a table let go takes its facts with it.
 */
export function tableMemo<K, V>(): (table: DataTable, key: K, compute: () => V) => V {
  const memory = new WeakMap<DataTable, Map<K, V>>();
  return (table, key, compute) => {
    let known = memory.get(table);
    if (!known) memory.set(table, (known = new Map()));
    if (!known.has(key)) known.set(key, compute());
    return known.get(key)!;
  };
}
