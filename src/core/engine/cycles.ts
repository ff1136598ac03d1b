// Dependency cycles, linear in tasks + dependencies: Tarjan's strongly connected components
// (iterative, so a 20 000-deep chain cannot overflow the stack), then ONE representative cycle per
// non-trivial component (more than one task, or a task that depends on itself). Elementary cycles
// are not enumerated: a component of 60 chained diamonds closed by one edge holds 2^60 of them, and
// a reviewer acts on the component anyway (break any edge inside it, then re-check).
//
// The representative is the shortest cycle through the component's smallest id (in `order`), found
// by one breadth-first search inside the component that visits dependencies in `order`: it depends
// only on the graph, never on the order tasks or dependencies are written in, so re-detection gives
// the same path (and the same conflict fingerprint) for the same component.

export interface CycleComponent {
  /** Every task of the strongly connected component, sorted by `order`. */
  members: string[];
  /** A cycle through the component starting at `members[0]`, without repeating it at the end: A, B, C for A → B → C → A. */
  path: string[];
}

export function findCycles(nodes: string[], edges: Map<string, string[]>, order: (a: string, b: string) => number): CycleComponent[] {
  const found: CycleComponent[] = [];
  for (const component of stronglyConnected(nodes, edges)) {
    const only = component[0] as string;
    if (component.length === 1 && !(edges.get(only) ?? []).includes(only)) continue;
    const members = [...component].sort(order);
    found.push({ members, path: shortestCycle(members, edges, order) });
  }
  return found;
}

/**
 * The shortest cycle through `members[0]` inside the component: O(V + E log E) for the component.
 * In a component of several tasks a self-dependency is skipped, so the path shows how the tasks
 * depend on each other (the self-dependency is a validation diagnostic of its own).
 */
function shortestCycle(members: string[], edges: Map<string, string[]>, order: (a: string, b: string) => number): string[] {
  const start = members[0] as string;
  if (members.length === 1) return [start];
  const inside = new Set(members);
  const parent = new Map<string, string>([[start, start]]);
  const queue: string[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as string;
    const targets = (edges.get(node) ?? []).filter((t) => inside.has(t) && t !== node).sort(order);
    // Nodes leave the queue by distance from start, so the first one that closes the cycle gives the shortest.
    if (node !== start && targets.includes(start)) {
      const path: string[] = [];
      for (let at = node; at !== start; at = parent.get(at) as string) path.push(at);
      path.push(start);
      return path.reverse();
    }
    for (const target of targets) {
      if (parent.has(target)) continue;
      parent.set(target, node);
      queue.push(target);
    }
  }
  // Unreachable for a strongly connected component of two or more tasks; kept total for safety.
  return [start];
}

function stronglyConnected(nodes: string[], edges: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}
