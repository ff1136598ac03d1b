// The layer of a changed file, for ordering the offline planner's tasks when neither a test pairing
// nor an import decides: schema or migration before model, model before handler or route, code
// before UI, code before docs, a manifest before docs. Plain checks on the path, over the index's own classification.
import { extensionOf, kindOf } from '../retrieval/classify.js';
import { isManifest } from './offline-release.js';

export type Layer = 'migration' | 'manifest' | 'model' | 'route' | 'code' | 'ui' | 'docs';

/** Migration folders, SQL and Prisma files, a database schema file. */
const MIGRATION = /(^|\/)(migrations?|migrate|alembic|flyway|liquibase)\/|\.(sql|prisma)$|(^|\/)(db|database)\/schema\.[a-z]+$/i;
const MODEL = /(^|\/)(models?|entities|entity)\/|\.(model|entity)\.[a-z]+$|(^|\/)models?\.[a-z]+$/i;
/** Where a repository keeps its front end: components, pages, a web or client folder. */
const UI_DIRS = /(^|\/)(components|pages|screens|layouts|ui|frontend|web|client|public|static|styles)\//i;
const UI_EXTENSIONS = new Set(['jsx', 'tsx', 'vue', 'svelte', 'astro', 'css', 'scss', 'less', 'html']);
const ROUTE =
  /(^|\/)(routes?|routers?|handlers?|controllers?|endpoints?|middlewares?|api)\/|(^|[./_-])(routes?|router|controller|handlers?)\.[a-z]+$/i;

/** The layer of a file a task changes; undefined for tests, config and anything else that has none. */
export function layerOf(path: string): Layer | undefined {
  const kind = kindOf(path);
  if (kind === 'test' || kind === 'noise') return undefined;
  if (MIGRATION.test(path)) return 'migration';
  if (isManifest(path)) return 'manifest';
  if (kind === 'doc') return 'docs';
  if (kind !== 'source') return undefined;
  if (UI_EXTENSIONS.has(extensionOf(path))) return 'ui';
  if (MODEL.test(path)) return 'model';
  if (UI_DIRS.test(path)) return 'ui';
  if (ROUTE.test(path)) return 'route';
  return 'code';
}

const RANK: Record<Layer, number> = { migration: 0, manifest: 3, model: 1, route: 2, code: 2, ui: 3, docs: 4 };

/**
 * How far `before` comes ahead of `after` (1 for neighbouring layers), or 0 when the layers do not
 * order the two: a migration comes before any code, a model only before its handlers and routes.
 */
export function layerDistance(before: Layer, after: Layer): number {
  // A manifest declares what the docs state (the supported versions, a dependency): it comes only
  // before the docs. Code may come before it or after (a new module it exports, a package it adds).
  if (before === 'manifest' || after === 'manifest') return before === 'manifest' && after === 'docs' ? 1 : 0;
  const distance = RANK[after] - RANK[before];
  return distance > 0 && !(before === 'model' && after === 'code') ? distance : 0;
}

/** A task's layer: that of the first file it changes that has one (a test has none). */
export function taskLayer(files: readonly string[]): Layer | undefined {
  for (const file of files) {
    const layer = layerOf(file);
    if (layer) return layer;
  }
  return undefined;
}
