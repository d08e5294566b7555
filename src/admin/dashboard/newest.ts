/**
 * The first `keep` of many items in an order, without holding them all: items are offered one by
 * one, and whenever twice `keep` are held they are sorted and cut back to `keep` (O(n log keep)).
 * `seen` counts every item offered.
 */
export class Newest<T> {
  private held: T[] = [];
  seen = 0;

  constructor(
    private readonly keep: number,
    private readonly order: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    this.seen += 1;
    this.held.push(item);
    if (this.held.length >= 2 * this.keep) this.cut();
  }

  /** The first `keep` items, in order. */
  first(): T[] {
    this.cut();
    return this.held;
  }

  private cut(): void {
    this.held.sort(this.order);
    this.held.length = Math.min(this.held.length, this.keep);
  }
}
