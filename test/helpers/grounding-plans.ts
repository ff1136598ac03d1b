// The repository and the submissions of the grounding tests: a near-miss path and a missing
// symbol (src/core/detects.ts, detectRateLimitCollisions), and the repaired points.
const DETECT = [...Array.from({ length: 30 }, (_, i) => `// ${i + 1}`), 'export function detectConflicts() {', '  return [];', '}', ''];
export const FILES = {
  'src/core/detect.ts': DETECT.join('\n'),
  'src/server.ts': 'export function createServer() {}\n',
  'README.md': '# demo\n',
};

type Point = { file: string; location: string; change: string };
function plan(points: Point[]) {
  return {
    tasks: [
      {
        key: 'collide',
        title: 'Report rate-limit collisions',
        description: 'Conflicts between rate-limited routes',
        complexity: 'Medium',
        conflict_risk: 'Medium',
        scope: '`src/core/detect.ts`',
        depends_on: [],
        needs_from_domains: [],
        modification_points: points,
        convergence_criteria: ['collisions are reported'],
        estimated_effort: 'Low',
      },
    ],
    evidence: {
      relevant_files: [{ path: 'src/core/detect.ts', rationale: 'detection', role: 'core' }],
      existing_patterns: [],
      constraints: [],
    },
  };
}
const SERVER: Point = { file: 'src/server.ts', location: 'createServer', change: 'register the limiter' };
export const NEAR_MISS = plan([
  SERVER,
  { file: 'src/core/detects.ts', location: 'detectConflicts', change: 'skip rate-limited routes' },
  { file: 'src/core/detect.ts', location: 'detectRateLimitCollisions', change: 'report collisions' },
]);
export const REPAIRED = plan([
  SERVER,
  { file: 'src/core/detect.ts', location: 'detectConflicts', change: 'skip rate-limited routes' },
  { file: 'src/core/detect.ts', location: 'L31-33', change: 'report collisions' },
]);
