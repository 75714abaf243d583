/** One level of a ValuePathMap: the value stored at this path, and the paths that go on from it. */
interface PathNode<V> {
  value: V | undefined;
  next: Map<unknown, PathNode<V>> | undefined;
}

/**
 * A map keyed by a path of values, each compared as a Map key compares it (SameValueZero): a tree of
 * Maps walked one value at a time, so no key string is built and hashed per lookup (a bulk intake
 * looks its rows' activities up one by one). Paths that share a beginning share its nodes.
 * Untyped packages do the same (array-keyed-map); this is the part the Preparer needs.
 */
export class ValuePathMap<V> {
  private root: PathNode<V> = { value: undefined, next: undefined };

  get(path: readonly unknown[]): V | undefined {
    let node: PathNode<V> | undefined = this.root;
    for (let i = 0; i < path.length && node; i += 1) node = node.next?.get(path[i]);
    return node?.value;
  }

  set(path: readonly unknown[], value: V): void {
    let node = this.root;
    for (const step of path) {
      node.next ??= new Map();
      let child = node.next.get(step);
      if (!child) {
        child = { value: undefined, next: undefined };
        node.next.set(step, child);
      }
      node = child;
    }
    node.value = value;
  }

  clear(): void {
    this.root = { value: undefined, next: undefined };
  }
}
