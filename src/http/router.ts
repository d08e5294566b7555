import type { Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

/** How many paths' matches a generation keeps: an app's fixed paths, with room for the ids of the hour. */
const GENERATION = 1024;

/**
 * What an app puts in place of an entry of a route table it shares: its own stage, the entry as it
 * is, or undefined to leave the entry out (a stage this app has none of).
 */
export type Placing<T> = (entry: T) => T | undefined;

/** A route table built once and shared by apps, each reading its own stages into it (`Placing`). */
export interface SharedTable<T> {
  readonly table: Router<T>;
  readonly place: Placing<T>;
}

/**
 * hono's TrieRouter, remembering what it found for the paths asked lately: a creation's path (a fixed
 * one, but also matched by a route with parameters that refuses an unknown product) is searched once,
 * not once per request. A match is a function of the routes, the method and the path alone (its
 * parameters are read off the path), and hono only reads it. Two generations of at most GENERATION
 * paths each: a path asked again moves to the newer, so the paths in use stay however many ids pass
 * once. A route added forgets them all. Over a shared table it takes no routes: they are the table's.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly name = "RememberingRouter";
  readonly #trie: Router<T>;
  readonly #place: Placing<T> | undefined;
  #newer = new Map<string, Result<T>>();
  #older = new Map<string, Result<T>>();

  constructor(shared?: SharedTable<T>) {
    this.#trie = shared?.table ?? new TrieRouter<T>();
    this.#place = shared?.place;
  }

  add(method: string, path: string, handler: T): void {
    if (this.#place !== undefined) throw new Error(`${method} ${path}: the routes are a shared table's`);
    this.#newer.clear();
    this.#older.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#newer.get(key);
    if (known !== undefined) return known;
    const result = this.#older.get(key) ?? this.#placed(this.#trie.match(method, path));
    if (this.#newer.size >= GENERATION) {
      this.#older = this.#newer;
      this.#newer = new Map();
    }
    this.#newer.set(key, result);
    return result;
  }

  #placed(result: Result<T>): Result<T> {
    const place = this.#place;
    if (place === undefined) return result;
    const found: [T, unknown][] = [];
    for (const [entry, params] of result[0]) {
      const own = place(entry);
      if (own !== undefined) found.push([own, params]);
    }
    return (result.length === 1 ? [found] : [found, result[1]]) as Result<T>;
  }
}
