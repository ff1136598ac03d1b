// Dependency cycles: Tarjan's strongly connected components (iterative, so 10 000 tasks cannot
// overflow the stack), then the elementary cycles inside each component, each once, rotated so
// that the smallest id comes first. Enumeration is capped: a tangle of hundreds of cycles is
// reported by its first cycles, which is all a reviewer can act on anyway.

const MAX_CYCLES_PER_COMPONENT = 50;

export function findCycles(nodes: string[], edges: Map<string, string[]>, order: (a: string, b: string) => number): string[][] {
  const cycles: string[][] = [];
  for (const component of stronglyConnected(nodes, edges)) {
    const members = new Set(component);
    const selfLoop = component.length === 1 && (edges.get(component[0] as string) ?? []).includes(component[0] as string);
    if (component.length === 1 && !selfLoop) continue;
    const sorted = [...component].sort(order);
    const rank = new Map(sorted.map((id, i) => [id, i]));
    let found = 0;
    for (const start of sorted) {
      if (found >= MAX_CYCLES_PER_COMPONENT) break;
      // Only cycles whose smallest member is `start`: each cycle is then found exactly once.
      const startRank = rank.get(start) ?? 0;
      const path: string[] = [start];
      const onPath = new Set<string>([start]);
      const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
      while (stack.length > 0 && found < MAX_CYCLES_PER_COMPONENT) {
        const frame = stack[stack.length - 1] as { node: string; next: number };
        const targets = (edges.get(frame.node) ?? []).filter((t) => members.has(t) && (rank.get(t) ?? 0) >= startRank);
        if (frame.next >= targets.length) {
          stack.pop();
          onPath.delete(path.pop() as string);
          continue;
        }
        const target = targets[frame.next++] as string;
        if (target === start) {
          cycles.push([...path]);
          found++;
        } else if (!onPath.has(target)) {
          path.push(target);
          onPath.add(target);
          stack.push({ node: target, next: 0 });
        }
      }
    }
  }
  return cycles;
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
