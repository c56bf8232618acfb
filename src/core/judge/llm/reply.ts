// Reading a model's reply against the schema the prompt asks for. Anything off the schema is a
// problem named in words, which the judge turns into "judge gave no verdict": never a support.
import type { Verdict } from "../../types.js";

/** One claim's verdict as the model gave it, before its quote is checked. */
export interface ModelVerdict {
  verdict: Verdict;
  quote: string;
  reason: string;
}

/** Per claim id: the model's verdict, or why there is none. */
export type ReplyEntry = ModelVerdict | { problem: string };

export type ParsedReply = { ok: true; entries: Map<string, ReplyEntry> } | { ok: false; problem: string };

const VERDICTS: readonly Verdict[] = ["supported", "unsupported", "contradicted"];
const FENCED = /^```[ \t]*(?:json)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i;
/** Model text quoted in a message is cut here, so a rambling reply stays one readable line. */
const SHOWN_CHARS = 60;

export function shorten(text: string, max = SHOWN_CHARS): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One verdict object against the schema (also how a cached verdict is read back). */
export function readEntry(value: unknown): ReplyEntry {
  if (!isRecord(value)) return { problem: "the verdict is not an object" };
  const verdict = typeof value.verdict === "string" ? value.verdict.trim().toLowerCase() : undefined;
  if (verdict === undefined) return { problem: "the verdict is missing" };
  if (!VERDICTS.includes(verdict as Verdict)) return { problem: `unknown verdict "${shorten(verdict)}"` };
  if (value.quote !== undefined && value.quote !== null && typeof value.quote !== "string") return { problem: "the quote is not a string" };
  return {
    verdict: verdict as Verdict,
    quote: typeof value.quote === "string" ? value.quote : "",
    reason: typeof value.reason === "string" ? value.reason : "",
  };
}

/**
 * The reply must be JSON: `{"verdicts": [...]}` or the bare array, optionally inside one
 * ```json fence. Prose around the JSON is refused, not searched: a model that wraps its answer
 * in commentary has not followed the prompt, and a brace found in prose may be a quoted source.
 */
export function parseReply(text: string): ParsedReply {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "the reply was empty" };
  const body = FENCED.exec(trimmed)?.[1] ?? trimmed;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, problem: /^[[{]/.test(body.trim()) ? "the reply was malformed or truncated JSON" : `the reply was not JSON ("${shorten(trimmed, 40)}")` };
  }
  const list = Array.isArray(value) ? value : isRecord(value) ? value.verdicts : undefined;
  if (!Array.isArray(list)) return { ok: false, problem: 'the reply was JSON without a "verdicts" list' };
  const entries = new Map<string, ReplyEntry>();
  for (const item of list) {
    if (!isRecord(item)) continue;
    // Models write ids as numbers as often as strings.
    const id = typeof item.id === "string" ? item.id.trim() : typeof item.id === "number" ? String(item.id) : undefined;
    if (id === undefined) continue;
    const entry = readEntry(item);
    const earlier = entries.get(id);
    const conflicting = earlier !== undefined && ("problem" in earlier || "problem" in entry || earlier.verdict !== entry.verdict);
    entries.set(id, conflicting ? { problem: "conflicting verdicts for the same claim" } : (earlier ?? entry));
  }
  return { ok: true, entries };
}
