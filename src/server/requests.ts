// The bodies of POST /v1/verify and /v1/audit, checked field by field. A wrong
// shape is a 400 naming the field; an unknown key is one too, since a typo in
// an option silently ignored would make a check pass that should fail. Whether
// the values make a checkable input (an empty answer, no chunks, a duplicate
// chunk id) is the core's call, answered 422.
import type { AuditOptions } from "../core/audit/audit.js";
import type { Source } from "../core/audit/types.js";
import type { VerifyInput } from "../core/engine.js";
import { REVIEW_LABELS, isReviewLabel, type ReviewLabel } from "../core/review.js";
import { parseConfig, parseFraction, resolveSettings, type Settings } from "../node/config.js";
import { InputError } from "../node/errors.js";
import { describeValue, isObject } from "../node/json-values.js";
import { toChunk } from "../node/load-context.js";
import { HttpError, inputDetail, invalidField } from "./errors.js";

export interface VerifyRequest {
  input: VerifyInput;
  judge?: string;
  minFaithfulness?: number;
  /** Record the run in the store. */
  save: boolean;
  /** A name for the saved run. */
  label?: string;
}

export interface AuditRequest {
  output: string;
  sources: Source[];
  options: AuditOptions;
  settings: Settings;
}

const VERIFY_KEYS = ["answer", "chunks", "question", "options"];
const VERIFY_OPTION_KEYS = ["judge", "minFaithfulness", "save", "label"];
const AUDIT_KEYS = ["output", "sources", "options"];
const REVIEW_KEYS = ["label", "note", "reviewer"];

export interface ReviewRequest {
  label: ReviewLabel;
  note?: string;
  reviewer?: string;
}

export function parseVerifyRequest(body: unknown): VerifyRequest {
  const fields = topLevel(body, VERIFY_KEYS);
  const options = fields.options === undefined ? {} : object(fields.options, "options");
  onlyKeys(options, VERIFY_OPTION_KEYS, "options");
  const question = optionalString(fields.question, "question");
  const request: VerifyRequest = {
    input: {
      answer: requiredString(fields.answer, "answer"),
      chunks: list(fields.chunks, "chunks").map((item, i) => toChunk(item, failAt(`chunks[${i}]`))),
      ...(question === undefined ? {} : { question }),
    },
    save: optionalBoolean(options.save, "options.save") ?? false,
  };
  const judge = optionalString(options.judge, "options.judge");
  if (judge !== undefined) request.judge = judge;
  if (options.minFaithfulness !== undefined) request.minFaithfulness = fraction(options.minFaithfulness, "options.minFaithfulness");
  const label = optionalString(options.label, "options.label");
  if (label !== undefined && !request.save) throw invalidField("options.label", 'names a saved run; add "save": true');
  if (label !== undefined) request.label = label;
  return request;
}

/** `options` takes the keys of groundcheck.config.json, checked by the same code as that file. */
export function parseAuditRequest(body: unknown): AuditRequest {
  const fields = topLevel(body, AUDIT_KEYS);
  const output = requiredString(fields.output, "output");
  const sources = list(fields.sources, "sources").map((item, i) => {
    const { id, text } = toChunk(item, failAt(`sources[${i}]`));
    return { id, text };
  });
  const given = fields.options === undefined ? {} : object(fields.options, "options");
  let settings: Settings;
  try {
    settings = resolveSettings(parseConfig(JSON.stringify(given), "options"), {}, (detail) => new InputError(detail));
  } catch (error) {
    if (error instanceof InputError) throw new HttpError(400, "invalid_request", inputDetail(error));
    throw error;
  }
  const { strictness, maxRangeLines, aliases } = settings;
  return { output, sources, options: { strictness, maxRangeLines, aliases }, settings };
}

/** A person's label of one saved claim: a verdict, or agree / disagree with the verifier's. */
export function parseReviewRequest(body: unknown): ReviewRequest {
  const fields = topLevel(body, REVIEW_KEYS);
  const label = requiredString(fields.label, "label");
  if (!isReviewLabel(label)) throw invalidField("label", `expected one of ${REVIEW_LABELS.join(", ")}, got ${JSON.stringify(label)}`);
  const request: ReviewRequest = { label };
  const note = optionalString(fields.note, "note");
  if (note !== undefined) request.note = note;
  const reviewer = optionalString(fields.reviewer, "reviewer");
  if (reviewer !== undefined && reviewer.trim() === "") throw invalidField("reviewer", "is empty");
  if (reviewer !== undefined) request.reviewer = reviewer.trim();
  return request;
}

function topLevel(body: unknown, keys: readonly string[]): Record<string, unknown> {
  if (!isObject(body)) throw new HttpError(400, "invalid_request", `the body must be a JSON object, got ${describeValue(body)}`);
  onlyKeys(body, keys, "the body");
  return body;
}

function onlyKeys(value: Record<string, unknown>, keys: readonly string[], where: string): void {
  const unknown = Object.keys(value).find((key) => !keys.includes(key));
  if (unknown !== undefined) {
    throw new HttpError(400, "invalid_request", `${where}: unknown key ${JSON.stringify(unknown)} (known: ${keys.join(", ")})`);
  }
}

/** toChunk's errors, raised as a 400 on the item's field path instead of a file's line. */
function failAt(field: string): (detail: string) => never {
  return (detail) => {
    throw invalidField(field, detail);
  };
}

function object(value: unknown, field: string): Record<string, unknown> {
  if (!isObject(value)) throw invalidField(field, `expected an object, got ${describeValue(value)}`);
  return value;
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw invalidField(field, `expected an array, got ${value === undefined ? "nothing" : describeValue(value)}`);
  return value;
}

function requiredString(value: unknown, field: string): string {
  if (typeof value !== "string") throw invalidField(field, `expected a string, got ${value === undefined ? "nothing" : describeValue(value)}`);
  return value;
}

function optionalString(value: unknown, field: string): string | undefined {
  return value === undefined ? undefined : requiredString(value, field);
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value !== undefined && typeof value !== "boolean") throw invalidField(field, `expected true or false, got ${describeValue(value)}`);
  return value as boolean | undefined;
}

/** A number from 0 to 1, or the same written as a string ("0.9"), as the CLI flag takes it. */
function fraction(value: unknown, field: string): number {
  const parsed = typeof value === "number" ? (value >= 0 && value <= 1 ? value : undefined) : typeof value === "string" ? parseFraction(value) : undefined;
  if (parsed === undefined) throw invalidField(field, `expected a number from 0 to 1, got ${JSON.stringify(value)}`);
  return parsed;
}
