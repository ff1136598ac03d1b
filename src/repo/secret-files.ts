// Files named like credentials are never read into a local snapshot, tracked or not. Whatever
// the snapshot holds, the model can read — and a prompt-injected issue can ask it to copy a file
// into the committed plan. A `.env`, an `~/.npmrc` token or the `gha-creds-*.json` that
// google-github-actions/auth writes into the workspace is never what a plan needs, so the name
// alone is reason enough to leave the file unread (its content is never looked at).
import type { Snapshot } from './types.js';
import { posix } from 'node:path';

/** Exact file names (compared lower-cased). */
const SECRET_NAMES: ReadonlySet<string> = new Set([
  '.env',
  // direnv's file: `export AWS_SECRET_ACCESS_KEY=…` is what it is usually for.
  '.envrc',
  '.npmrc',
  '.netrc',
  // What Windows tools read instead of .netrc.
  '_netrc',
  '.pypirc',
  '.git-credentials',
  '.pgpass',
  'credentials.json',
]);

/**
 * Name patterns (lower-cased names): `.env.<anything>` (`.env.local`, `.env.production`), the
 * credential file google-github-actions/auth writes, Google service-account and OAuth client
 * keys, PEM files and private keys, and ssh private keys under their default names and variants
 * of them without an extension (`id_rsa_deploy`, `id_ed25519-sk`): `id_rsa.pub` is a public key,
 * and `id_rsa.ts` or `id_rsa_parser.go` source code.
 */
const SECRET_PATTERN =
  /^(?:\.env\..+|gha-creds-.*\.json|service-account.*\.json|client_secret.*\.json|.+\.pem|.+\.key|id_(?:rsa|dsa|ecdsa|ed25519)(?:[_-][^.]*)?)$/;

/**
 * Templates that document the variables without values are meant to be read: `.env.example`,
 * `.env.sample`, `.env.template`, also after another suffix (`.env.local.example`).
 */
const ENV_TEMPLATE = /^\.env(?:\.[^.]+)*\.(?:example|sample|template)$/;

/** True when the file at this relative POSIX path is named like a credential file. */
export function isSecretFile(path: string): boolean {
  const name = posix.basename(path).toLowerCase();
  if (SECRET_NAMES.has(name)) return true;
  return SECRET_PATTERN.test(name) && !ENV_TEMPLATE.test(name);
}

/**
 * Records the credential files left unread in the info and its note, beside the binary and large
 * files the builder counts. Only the count goes into the note: it is shown to the model, and a
 * path would tell it where to look.
 */
export function withSecrets(snapshot: Snapshot, count: number): Snapshot {
  snapshot.info.skippedSecret = count;
  if (count > 0) {
    const sentence = `Left out ${count} credential file${count === 1 ? '' : 's'} (such as .env or a private key) unread.`;
    snapshot.info.note = snapshot.info.note ? `${snapshot.info.note} ${sentence}` : sentence;
  }
  return snapshot;
}
