import type { Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

/** How many paths' matches are kept: the fixed paths of an app, with room for unknown ones. */
const KEPT = 1024;

/** Whether a match names no path parameter: then the path alone decides it, whoever asks. */
function withoutParams<T>(result: Result<T>): boolean {
  if (result.length !== 1) return false;
  for (const [, params] of result[0]) {
    for (const _ in params) return false;
  }
  return true;
}

/**
 * hono's TrieRouter, remembering its answer for a path without parameters (a creation's, every
 * collection's): the trie is searched once per method and path, not once per request. A match is a
 * function of the routes and the request's method and path alone, and is only read by hono; a route
 * added forgets what was kept.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly name = "RememberingRouter";
  readonly #trie = new TrieRouter<T>();
  readonly #kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#kept.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const kept = this.#kept.get(key);
    if (kept !== undefined) return kept;
    const result = this.#trie.match(method, path);
    if (this.#kept.size < KEPT && withoutParams(result)) this.#kept.set(key, result);
    return result;
  }
}
