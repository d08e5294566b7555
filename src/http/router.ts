import type { Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

/** How many paths' matches a generation keeps: an app's fixed paths, with room for the ids of the hour. */
const GENERATION = 1024;

/**
 * hono's TrieRouter, remembering what it found for the paths asked lately: a creation's path (a fixed
 * one, but also matched by a route with parameters that refuses an unknown product) is searched once,
 * not once per request. A match is a function of the routes, the method and the path alone (its
 * parameters are read off the path), and hono only reads it. Two generations of at most GENERATION
 * paths each: a path asked again moves to the newer, so the paths in use stay however many ids pass
 * once. A route added forgets them all.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly name = "RememberingRouter";
  readonly #trie = new TrieRouter<T>();
  #newer = new Map<string, Result<T>>();
  #older = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#newer.clear();
    this.#older.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#newer.get(key);
    if (known !== undefined) return known;
    const result = this.#older.get(key) ?? this.#trie.match(method, path);
    if (this.#newer.size >= GENERATION) {
      this.#older = this.#newer;
      this.#newer = new Map();
    }
    this.#newer.set(key, result);
    return result;
  }
}
