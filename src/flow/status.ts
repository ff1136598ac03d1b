// The session's status comment: found again by its hidden marker, created once.
import { isOwnAuthor, statusMarker } from '../core/texts/status-comment.js';
import type { FlowContext } from './context.js';

export interface StatusHandle {
  url: string | undefined;
  write(body: string): Promise<void>;
}

export async function ensureStatusComment(ctx: FlowContext, sessionId: string, mayExist: boolean): Promise<StatusHandle> {
  const marker = statusMarker(sessionId);
  let id: number | undefined;
  let url: string | undefined;
  if (mayExist && ctx.issue.number > 0) {
    // Only a comment cplan wrote: the marker is public, anyone can paste it into their own.
    const found = (await ctx.forge.listComments(ctx.issue.number))
      .filter((c) => c.body.includes(marker) && isOwnAuthor(c.author, ctx.self))
      .pop();
    id = found?.id;
    url = found?.url;
    if (url) await ctx.onStatusUrl?.(url).catch(() => undefined);
  }
  const handle: StatusHandle = {
    url,
    async write(body: string) {
      // A dispatched task has no issue to comment on: the job summary reports instead.
      if (ctx.issue.number === 0) return;
      if (id === undefined) {
        const created = await ctx.forge.createComment(ctx.issue.number, body);
        id = created.id;
        handle.url = created.url;
        await ctx.onStatusUrl?.(created.url).catch(() => undefined);
      } else {
        await ctx.forge.updateComment(id, body);
      }
    },
  };
  return handle;
}
