/** A fixed-size buffer that forgets its oldest item when full. A size of 0 keeps nothing. */
export class Ring<T> {
  readonly #items: (T | undefined)[];
  #next = 0;
  #count = 0;

  constructor(readonly size: number) {
    this.#items = new Array(size);
  }

  /** Adds the item; returns the oldest one when the ring was full and forgot it. */
  push(item: T): T | undefined {
    if (this.size === 0) return item;
    const forgotten = this.#count === this.size ? this.#items[this.#next] : undefined;
    this.#items[this.#next] = item;
    this.#next = (this.#next + 1) % this.size;
    this.#count = Math.min(this.#count + 1, this.size);
    return forgotten;
  }

  /** Newest first. */
  *newestFirst(): Generator<T> {
    for (let i = 1; i <= this.#count; i += 1) {
      const item = this.#items[(this.#next - i + this.size) % this.size];
      if (item !== undefined) yield item;
    }
  }

  get length(): number {
    return this.#count;
  }

  clear(): void {
    this.#items.fill(undefined);
    this.#next = 0;
    this.#count = 0;
  }
}
