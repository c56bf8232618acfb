// The structural rules of SARIF 2.1.0 (OASIS, sarif-schema-2.1.0.json) that a
// code-scanning upload depends on, checked without a schema library: returns
// the problems found, [] when the log is sound.

type Json = Record<string, unknown>;

const LEVELS = new Set(["none", "note", "warning", "error"]);

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAbsoluteUri(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A URI reference: absolute, or relative with forward slashes and nothing that needs escaping. */
function isUriReference(value: unknown): boolean {
  return typeof value === "string" && value !== "" && (isAbsoluteUri(value) || /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]+$/.test(value));
}

function regionProblems(region: unknown, where: string): string[] {
  if (region === undefined) return [];
  if (!isObject(region)) return [`${where}: region is not an object`];
  const problems: string[] = [];
  const whole = (key: string, min: number): void => {
    const value = region[key];
    if (value !== undefined && (!Number.isInteger(value) || (value as number) < min)) problems.push(`${where}: region.${key} must be an integer >= ${min}`);
  };
  whole("startLine", 1);
  whole("startColumn", 1);
  whole("endLine", 1);
  whole("endColumn", 1);
  whole("charOffset", 0);
  whole("charLength", 0);
  if (region.startLine === undefined && region.charOffset === undefined) problems.push(`${where}: region needs startLine or charOffset`);
  const { startLine, endLine, startColumn, endColumn } = region as Record<string, number | undefined>;
  if (startLine !== undefined && endLine !== undefined && endLine < startLine) problems.push(`${where}: region ends before it starts`);
  if (startLine !== undefined && startLine === endLine && startColumn !== undefined && endColumn !== undefined && endColumn < startColumn) {
    problems.push(`${where}: region's end column is before its start column`);
  }
  return problems;
}

function locationProblems(location: unknown, where: string): string[] {
  if (!isObject(location)) return [`${where}: not an object`];
  const physical = location.physicalLocation;
  if (!isObject(physical)) return [`${where}: no physicalLocation`];
  const artifact = physical.artifactLocation;
  if (!isObject(artifact) || !isUriReference(artifact.uri)) return [`${where}: artifactLocation.uri is not a URI reference`];
  const problems = regionProblems(physical.region, where);
  if (location.message !== undefined && !(isObject(location.message) && typeof location.message.text === "string")) problems.push(`${where}: message has no text`);
  return problems;
}

export function sarifProblems(log: unknown): string[] {
  if (!isObject(log)) return ["the log is not an object"];
  const problems: string[] = [];
  if (log.version !== "2.1.0") problems.push("version is not 2.1.0");
  if (log.$schema !== undefined && !isAbsoluteUri(log.$schema)) problems.push("$schema is not a URI");
  if (!Array.isArray(log.runs) || log.runs.length === 0) return [...problems, "runs is empty"];
  log.runs.forEach((run: unknown, r) => {
    if (!isObject(run) || !isObject(run.tool) || !isObject(run.tool.driver)) {
      problems.push(`runs[${r}]: no tool.driver`);
      return;
    }
    const driver = run.tool.driver;
    if (typeof driver.name !== "string" || driver.name === "") problems.push(`runs[${r}]: tool.driver.name is missing`);
    if (driver.informationUri !== undefined && !isAbsoluteUri(driver.informationUri)) problems.push(`runs[${r}]: informationUri is not absolute`);
    const rules = Array.isArray(driver.rules) ? (driver.rules as unknown[]) : [];
    const ids = rules.map((rule) => (isObject(rule) ? rule.id : undefined));
    if (new Set(ids).size !== ids.length) problems.push(`runs[${r}]: rule ids repeat`);
    rules.forEach((rule, i) => {
      if (!isObject(rule) || typeof rule.id !== "string") problems.push(`runs[${r}].rules[${i}]: no id`);
      else {
        if (rule.shortDescription !== undefined && !(isObject(rule.shortDescription) && typeof rule.shortDescription.text === "string")) problems.push(`rule ${rule.id}: shortDescription has no text`);
        if (rule.helpUri !== undefined && !isAbsoluteUri(rule.helpUri)) problems.push(`rule ${rule.id}: helpUri is not absolute`);
      }
    });
    if (run.columnKind !== undefined && run.columnKind !== "utf16CodeUnits" && run.columnKind !== "unicodeCodePoints") problems.push(`runs[${r}]: bad columnKind`);
    if (!Array.isArray(run.results)) {
      problems.push(`runs[${r}]: no results array`);
      return;
    }
    run.results.forEach((result: unknown, i) => {
      const where = `runs[${r}].results[${i}]`;
      if (!isObject(result)) {
        problems.push(`${where}: not an object`);
        return;
      }
      if (!isObject(result.message) || typeof result.message.text !== "string" || result.message.text === "") problems.push(`${where}: message.text is missing`);
      if (typeof result.ruleId !== "string" || !ids.includes(result.ruleId)) problems.push(`${where}: ruleId is not one of the driver's rules`);
      if (result.ruleIndex !== undefined && ids[result.ruleIndex as number] !== result.ruleId) problems.push(`${where}: ruleIndex does not point at ruleId`);
      if (result.level !== undefined && !LEVELS.has(result.level as string)) problems.push(`${where}: bad level`);
      if (!Array.isArray(result.locations) || result.locations.length === 0) problems.push(`${where}: no locations`);
      else result.locations.forEach((location: unknown, l) => problems.push(...locationProblems(location, `${where}.locations[${l}]`)));
      if (result.relatedLocations !== undefined) {
        if (!Array.isArray(result.relatedLocations)) problems.push(`${where}: relatedLocations is not an array`);
        else result.relatedLocations.forEach((location: unknown, l) => problems.push(...locationProblems(location, `${where}.relatedLocations[${l}]`)));
      }
      if (result.partialFingerprints !== undefined) {
        const values = isObject(result.partialFingerprints) ? Object.values(result.partialFingerprints) : [null];
        if (values.some((value) => typeof value !== "string")) problems.push(`${where}: partialFingerprints values must be strings`);
      }
      if (result.properties !== undefined && !isObject(result.properties)) problems.push(`${where}: properties is not an object`);
    });
  });
  return problems;
}
