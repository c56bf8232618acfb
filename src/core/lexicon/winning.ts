import { matchKey } from "../analysis.js";
import { stem } from "../text/stem.js";
import type { Token } from "../text/tokens.js";

/** Verbs of winning over the other party, one relation however it is put: 战胜, 力克, 险胜, 淘汰, "beat", "defeated", "eliminated". */
export const BEAT: ReadonlySet<string> = new Set(["战胜", "击败", "打败", "力克", "险胜", "完胜", "大胜", "横扫", "击溃", "淘汰", "胜", ...["beat", "beats", "beaten", "defeat", "defeats", "defeated", "edged", "overcame", "overcome", "eliminated", "eliminate", "eliminates"].map(stem)]);

/** The one relation every verb of winning is read as. */
export const BEAT_RELATION = "\u0000beat";

/** A word's key, where every verb of winning is one: "山东队以4比2击败辽宁队" says the relation of "…战胜上海队". */
export function relationKey(t: Token): string {
  return BEAT.has(t.kind === "cjk" ? t.norm : t.stem) ? BEAT_RELATION : matchKey(t);
}
