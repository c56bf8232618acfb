// The SARIF 2.1.0 frame shared by `verify --format sarif` and `audit --format
// sarif`: the log, the rules of the codes used, locations and fingerprints.
// Code-scanning tools read it, so the shapes follow the OASIS schema exactly.
import { createHash } from "node:crypto";
import type { Code, Severity } from "../core/types.js";
import { positionFinder } from "../core/text/positions.js";
import { CODE_TEXT, codesUsed } from "./codes.js";

const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
const SARIF_VERSION = "2.1.0";
/** The key of partialFingerprints; its suffix changes whenever what is hashed does. */
const FINGERPRINT_KEY = "groundcheck/v1";

export type SarifLevel = "error" | "warning" | "note";

export interface SarifMessage {
  text: string;
}

export interface SarifRegion {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
  charOffset?: number;
  charLength?: number;
  snippet?: SarifMessage;
}

export interface SarifLocation {
  id?: number;
  physicalLocation: { artifactLocation: { uri: string }; region?: SarifRegion };
  message?: SarifMessage;
}

/** A result before the log numbers it: the fingerprint is given as the parts to hash. */
export interface SarifResultInput {
  ruleId: Code;
  level: SarifLevel;
  message: SarifMessage;
  location: SarifLocation;
  relatedLocations: SarifLocation[];
  fingerprint: readonly string[];
  properties: Record<string, unknown>;
}

const LEVEL: Record<Severity, SarifLevel> = { error: "error", warning: "warning", info: "note" };

export function sarifLevel(severity: Severity): SarifLevel {
  return LEVEL[severity];
}

/**
 * The whole log: one run, its rules the codes the results use (each once, in
 * DESIGN.md's order), each result pointing at its rule by id and index.
 */
export function sarifLog(input: { results: readonly SarifResultInput[]; toolVersion?: string; properties: Record<string, unknown> }): string {
  const rules = codesUsed(input.results.map((result) => result.ruleId));
  const seen = new Map<string, number>();
  const results = input.results.map(({ ruleId, level, message, location, relatedLocations, fingerprint, properties }) => {
    const hash = createHash("sha256").update(fingerprint.join("\u0000")).digest("hex").slice(0, 32);
    // The same code on the same words twice (two runs of "8 TOPS" in one claim) must stay two results.
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    return {
      ruleId,
      ruleIndex: rules.indexOf(ruleId),
      level,
      message,
      locations: [location],
      ...(relatedLocations.length === 0 ? {} : { relatedLocations }),
      partialFingerprints: { [FINGERPRINT_KEY]: occurrence === 1 ? hash : `${hash}:${occurrence}` },
      properties,
    };
  });
  const driver = {
    name: "groundcheck",
    ...(input.toolVersion === undefined ? {} : { version: input.toolVersion }),
    // No informationUri or helpUri: the project has no published home yet, and a made-up
    // address is worse than none. The help travels inside the log instead.
    rules: rules.map((code) => ({
      id: code,
      shortDescription: { text: CODE_TEXT[code] },
      help: { text: `${code}: ${CODE_TEXT[code]} See the code table in groundcheck's README.` },
    })),
  };
  const log = {
    $schema: SARIF_SCHEMA,
    version: SARIF_VERSION,
    runs: [{ tool: { driver }, columnKind: "utf16CodeUnits", results, properties: input.properties }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/**
 * A file path as a URI reference: forward slashes, each segment percent-encoded,
 * a leading `./` dropped; an absolute path becomes a `file:` URI.
 */
export function artifactUri(path: string): string {
  const slashed = path.replace(/\\/g, "/");
  const drive = /^[A-Za-z]:\//.test(slashed);
  const segments = slashed.split("/").map((segment, index) => (drive && index === 0 ? segment : encodeURIComponent(segment)));
  const encoded = segments.join("/");
  if (drive) return `file:///${encoded}`;
  if (slashed.startsWith("/")) return `file://${encoded}`;
  return encoded.replace(/^(?:\.\/)+/, "");
}

/** A link target for a chunk: its URL when it is an absolute one, else the value read as a path. */
export function referenceUri(reference: string): string {
  try {
    return new URL(reference).href;
  } catch {
    return artifactUri(reference);
  }
}

/** The region of `text` from `start` to `end` (UTF-16 offsets): 1-based lines and columns, end column exclusive. */
export function regionFinder(text: string): (start: number, end: number) => SarifRegion {
  const position = positionFinder(text);
  return (start, end) => {
    const from = Math.max(0, Math.min(start, text.length));
    const to = Math.max(from, Math.min(end, text.length));
    const first = position(from);
    const last = position(to);
    return {
      startLine: first.line,
      startColumn: first.column,
      endLine: last.line,
      endColumn: last.column,
      charOffset: from,
      charLength: to - from,
      snippet: { text: text.slice(from, to) },
    };
  };
}
