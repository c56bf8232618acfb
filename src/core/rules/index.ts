import type { CitationRule, ContentRule } from "./rule.js";
import numberMismatch from "./number-mismatch.js";
import dateMismatch from "./date-mismatch.js";
import unknownEntity from "./unknown-entity.js";
import negationConflict from "./negation-conflict.js";
import antonymConflict from "./antonym-conflict.js";
import relationAdded from "./relation-added.js";
import valueNotProvided from "./value-not-provided.js";
import listItemAdded from "./list-item-added.js";
import clauseSwap from "./clause-swap.js";
import roleSwap from "./role-swap.js";
import slotSwap from "./slot-swap.js";
import rankMismatch from "./rank-mismatch.js";
import comparisonReversed from "./comparison-reversed.js";
import restrictionDropped from "./restriction-dropped.js";
import partyFigure from "./party-figure.js";
import freeOrPriced from "./free-or-priced.js";
import timeSpan from "./time-span.js";
import agentSwap from "./agent-swap.js";
import limitAdded from "./limit-added.js";
import respectiveSwap from "./respective-swap.js";
import missingCitation from "./missing-citation.js";
import unresolvedCitation from "./unresolved-citation.js";
import wrongCitation from "./wrong-citation.js";

/** Checks of what a claim says against its evidence; deterministic, so their conflicts stand whatever a judge says. */
export const contentRules: readonly ContentRule[] = [numberMismatch, dateMismatch, unknownEntity, negationConflict, antonymConflict, relationAdded, valueNotProvided, listItemAdded, clauseSwap, roleSwap, slotSwap, rankMismatch, comparisonReversed, restrictionDropped, partyFigure, freeOrPriced, timeSpan, agentSwap, limitAdded, respectiveSwap];

/** Checks of a claim's citations, run once the claim's support is known. */
export const citationRules: readonly CitationRule[] = [unresolvedCitation, missingCitation, wrongCitation];

export type { CitationRule, ContentRule, RuleMeta } from "./rule.js";
