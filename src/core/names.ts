// Session ids, slugs, branch names and task id ranges (spec §2, §4, §12).

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const NOT_SLUG = new RegExp(`[^a-z0-9${CJK}]+`, 'g');

/** The requirement's first line, lower-cased, runs outside [a-z0-9] and CJK turned into `-`, ≤ 30 chars. */
export function requirementSlug(requirement: string, maxLength = 30): string {
  const firstLine = requirement.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const slug = firstLine
    .toLowerCase()
    .replace(NOT_SLUG, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(slug).slice(0, maxLength).join('').replace(/-+$/g, '');
  return cut === '' ? 'plan' : cut;
}

/** `YYYY-MM-DD` of a date in UTC. */
export function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildSessionId(requirement: string, date: Date): string {
  return `CPLAN-${requirementSlug(requirement)}-${utcDate(date)}`;
}

/** `base`, then `base-2`, `base-3`, … — the first name `taken` says is free. */
export function uniqueName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** ASCII-only slug for branch names (git refs accept more, but people type these). */
export function asciiSlug(text: string, maxLength = 40): string {
  const slug = requirementSlug(text, 200)
    .replace(new RegExp(`[${CJK}]+`, 'g'), '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug === '' ? 'plan' : slug;
}

/** A domain slug forced to `[a-z0-9-]{1,40}` (spec §12): model output never becomes a path as written. */
export function domainSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug === '' ? 'domain' : slug;
}

/** Forced slugs made unique in order: `api`, `api-2`, … (each still ≤ 40 chars). */
export function uniqueDomainSlugs(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = domainSlug(name);
    const slug = uniqueName(base, (candidate) => used.has(candidate));
    const fitted = slug.length <= 40 ? slug : `${base.slice(0, 40 - (slug.length - base.length))}${slug.slice(base.length)}`;
    used.add(fitted);
    return fitted;
  });
}

/** `backend-api` → `Backend Api`. */
export function domainTitle(slug: string): string {
  return slug
    .split('-')
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * The key a heading or tag is matched by: `Backend Api`, `backend-api`, `Backend API` → `backend-api`.
 * Unlike `domainSlug` it keeps CJK, so Chinese domain names written by people still match.
 */
export function domainKey(name: string): string {
  return name
    .toLowerCase()
    .replace(NOT_SLUG, '-')
    .replace(/^-+|-+$/g, '');
}

/** Domain k (1-based) owns [100(k-1)+1, 100k]. */
export function idRange(k: number): [number, number] {
  return [100 * (k - 1) + 1, 100 * k];
}

/** `TASK-001`: at least three digits, more when needed. */
export function formatTaskId(n: number): string {
  return `TASK-${String(n).padStart(3, '0')}`;
}

/** Canonical form of any `TASK-<digits>` spelling, or null. */
export function canonicalTaskId(text: string): string | null {
  const match = /^task-(\d+)$/i.exec(text.trim());
  return match ? formatTaskId(Number(match[1])) : null;
}
