// One turn of the agent loop, apart from the SDK: the answers to the model's tool calls. The loop
// in agent-loop.ts sends them back through its transport; this step only computes them (reading
// the snapshot) and throws once a bad submission has used up its repairs. The shapes are the
// Anthropic SDK's, written out here so that anthropic.ts stays the only module that imports it.
import type { z } from 'zod';
import { sanitizeUntrusted } from '../core/safety/sanitize.js';
import type { Snapshot } from '../repo/types.js';
import { formatZodError, type SubmitToolName } from '../contract/schemas.js';
import { EXPLORATION_TOOL_NAMES, runTool } from './tools.js';
import { AgentError, type AgentUsage } from '../contract/types.js';
import { groundingRepairMessage } from '../grounding/verify.js';

/** Answers to an invalid submission, after which the agent fails. */
export const MAX_REPAIRS = 2;

/** What a turn's answers depend on, of the loop's spec. */
export interface ToolTurnSpec<T> {
  agent: string;
  submit: SubmitToolName;
  schema: z.ZodType<T>;
  snapshot: Snapshot | undefined;
  /**
   * Checks a schema-valid submission against the repository: one line per problem. Asked once per
   * loop, within the repair budget; the next submission is accepted whatever it holds.
   */
  verify?: (value: T) => string[];
}

/** A tool call of the model (the SDK's ToolUseBlock). */
export interface ToolUse {
  id: string;
  name: string;
  input: unknown;
}

/** An answer to one tool call (the SDK's ToolResultBlockParam). */
export interface ToolAnswer {
  type: 'tool_result';
  tool_use_id: string;
  is_error: boolean;
  content: string;
}

export interface TurnAnswers<T> {
  /** The valid submission, when the turn made one: the loop ends with it. */
  submitted: T | undefined;
  results: ToolAnswer[];
  /** Repairs used so far, this turn's included. */
  repairs: number;
  /** True once the one grounding check (`verify`) has sent a submission back. */
  groundingChecked: boolean;
}

const READ_TOOLS: readonly string[] = EXPLORATION_TOOL_NAMES;

export function answerToolUses<T>(
  spec: ToolTurnSpec<T>,
  uses: ToolUse[],
  usage: AgentUsage,
  repairsSoFar: number,
  groundingCheckedSoFar = false,
): TurnAnswers<T> {
  const results: ToolAnswer[] = [];
  let submitted: T | undefined;
  let repairs = repairsSoFar;
  let groundingChecked = groundingCheckedSoFar;
  for (const use of uses) {
    if (use.name === spec.submit) {
      const parsed = spec.schema.safeParse(use.input);
      if (parsed.success) {
        const problems = groundingChecked || repairs >= MAX_REPAIRS || !spec.verify ? [] : spec.verify(parsed.data);
        if (problems.length === 0) {
          submitted = parsed.data;
          continue;
        }
        repairs++;
        groundingChecked = true;
        results.push(groundingAnswer(use.id, problems, spec.submit));
        continue;
      }
      repairs++;
      const problems = formatZodError(parsed.error);
      if (repairs > MAX_REPAIRS)
        throw new AgentError(
          `${spec.agent}: the model's ${spec.submit} was still invalid after ${MAX_REPAIRS} repairs:\n${problems}`,
          spec.agent,
          usage,
          { reason: 'invalid_output' },
        );
      results.push({
        type: 'tool_result',
        tool_use_id: use.id,
        is_error: true,
        content: `The submission is invalid:\n${problems}\nFix these and call ${spec.submit} again.`,
      });
    } else if (spec.snapshot && READ_TOOLS.includes(use.name)) {
      const output = runTool(spec.snapshot, use.name, use.input);
      results.push({
        type: 'tool_result',
        tool_use_id: use.id,
        is_error: output.isError,
        content: sanitizeUntrusted(output.content),
      });
    } else {
      results.push({
        type: 'tool_result',
        tool_use_id: use.id,
        is_error: true,
        content: `The tool ${use.name} is not available to this agent; submit with ${spec.submit}.`,
      });
    }
  }
  return { submitted, results, repairs, groundingChecked };
}

/** The one repair turn of a submission that does not match the repository. */
function groundingAnswer(id: string, problems: string[], submit: SubmitToolName): ToolAnswer {
  return { type: 'tool_result', tool_use_id: id, is_error: true, content: sanitizeUntrusted(groundingRepairMessage(problems, submit)) };
}
