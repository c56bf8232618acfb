import type { AuditResult } from "../../core/audit/types.js";
import { aliasArg, colorArg, configArg, maxRangeArg } from "../shared-args.js";
import { assertSafeReport, auditFiles, checkWhitelistFiles, shownSettings, withMinimum } from "../../node/audit-files.js";
import { loadConfig, resolveSettings, STRICTNESS } from "../../node/config.js";
import { auditSummaryLines } from "../../reporters/audit-text.js";
import { AUDIT_FORMATS, getAuditReporter, type AuditReportContext } from "../../reporters/audit-index.js";
import { defineOperandCommand, emitReport, reportColor } from "../report-command.js";
import { toolVersion } from "../../node/tool-version.js";

export const auditCommand = defineOperandCommand({
  name: "audit",
  usage: "OUTPUT.md (--sources SOURCE... | --whitelist FILE...)",
  description: "Audit an output against its line-numbered sources: every entity, number and relation must be in them.",
  args: {
    sources: {
      type: "string",
      valueName: "SOURCE...",
      description: "the sources: files, folders of .md/.txt files, or ID=FILE; ids A, B, C… in order",
    },
    whitelist: {
      type: "string",
      valueName: "FILE...",
      description: "instead of the sources, whitelists from 'groundcheck whitelist' (E1 and N1 only)",
    },
    format: { type: "string", choices: AUDIT_FORMATS, default: "text", description: "report format" },
    output: { type: "string", valueName: "FILE", description: "write the report to FILE and print only the summary" },
    strictness: {
      type: "string",
      choices: STRICTNESS,
      description: "strict: an uncited sentence is a finding (C3); lenient: it is checked against every source (default: strict)",
    },
    maxRange: maxRangeArg,
    alias: aliasArg,
    config: configArg,
    minGroundedRate: { type: "string", valueName: "X", description: "fail when the share of grounded sentences is below X (0 to 1)" },
    color: colorArg,
  },
  lists: { sources: "variadic", whitelist: "variadic", alias: "repeatable" },
  footer:
    "--sources and --whitelist take every following word up to the next option. SOURCE is\n" +
    "ID=FILE when ID (letters, digits, _ and -) is followed by an existing file, or by any\n" +
    "path when ID has at most 8 characters; otherwise it is a file name.\n" +
    "Flags override groundcheck.config.json (keys: strictness, maxRangeLines, citationStyle,\n" +
    "aliases, minGroundedRate); --alias adds to the file's aliases.\n" +
    "Fails (exit 1) on any finding or a grounded rate below --min-grounded-rate.\n" +
    "Exit status: 0 passes, 1 fails, 2 usage or input error.",
  async run({ args, io, usageError, operands, list }) {
    const [outputPath, ...extra] = operands;
    if (outputPath === undefined) throw usageError("missing OUTPUT.md, the output to audit (give it before --sources)");
    if (extra.length > 0) throw usageError(`unexpected argument ${JSON.stringify(extra[0])} (only one output is audited at a time)`);
    const sourceArgs = list("sources");
    const whitelistPaths = list("whitelist");
    if (sourceArgs.length > 0 && whitelistPaths.length > 0) throw usageError("give --sources or --whitelist, not both");
    if (sourceArgs.length === 0 && whitelistPaths.length === 0) throw usageError("missing the sources: --sources SOURCE... or --whitelist FILE...");
    if (whitelistPaths.length > 0) {
      // A whitelist carries its own aliases and has no lines to cite: these flags act on sources only.
      const given: [string, boolean][] = [
        ["--strictness", args.strictness !== undefined],
        ["--max-range", args.maxRange !== undefined],
        ["--alias", list("alias").length > 0],
      ];
      const sourceOnly = given.find(([, isGiven]) => isGiven)?.[0];
      if (sourceOnly !== undefined) throw usageError(`${sourceOnly} applies to --sources, not to --whitelist`);
    }

    const config = await loadConfig(process.cwd(), args.config);
    const settings = resolveSettings(
      config,
      { strictness: args.strictness, maxRange: args.maxRange, alias: list("alias"), minGroundedRate: args.minGroundedRate },
      usageError,
    );
    // Checked before anything runs: a long run must not end in a refusal to write.
    if (args.output !== undefined) {
      const otherPaths = [...whitelistPaths.map((path) => ({ path, role: "whitelist file" })), ...(config.path === undefined ? [] : [{ path: config.path, role: "settings file" }])];
      await assertSafeReport(args.output, { outputPath, sourceArgs, otherPaths });
    }

    const color = reportColor(args.color, io, args.output !== undefined);
    let result: AuditResult;
    let ctx: AuditReportContext;
    if (sourceArgs.length > 0) {
      const { strictness, maxRangeLines, aliases } = settings;
      const audited = await auditFiles({ outputPath, sourceArgs, options: { strictness, maxRangeLines, aliases } });
      result = audited.result;
      ctx = { outputPath, output: audited.output, color, sources: audited.sources.map(({ id, path }) => ({ id, path })), settings: shownSettings(settings, true) };
    } else {
      const checked = await checkWhitelistFiles(outputPath, whitelistPaths);
      result = checked.result;
      ctx = { outputPath, output: checked.output, color, sources: checked.whitelist.sources, settings: shownSettings(settings, false) };
    }
    const gated = withMinimum(result, settings.minGroundedRate);
    await emitReport(getAuditReporter(args.format)(gated, { ...ctx, toolVersion: await toolVersion() }), args.output, `${auditSummaryLines(gated, ctx).join("\n")}\n`, io);
    return gated.summary.passed ? 0 : 1;
  },
});
