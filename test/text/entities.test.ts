import { describe, expect, it } from "vitest";
import { extractEntities } from "../../src/core/text/entities.js";
import { tokenize } from "../../src/core/text/tokens.js";

const names = (text: string): string[] => extractEntities(text, tokenize(text)).filter((e) => e.kind === "name").map((e) => e.text);

describe("Chinese company names", () => {
  it("reads a registered name whole, back to the word before it", () => {
    expect(names("环评报告编制单位为禾山绿源环保能源有限公司。")).toEqual(["禾山绿源环保能源有限公司"]);
    expect(names("乙方为杭州云栈供应链管理有限公司，服务仓库位于嘉兴")).toEqual(["杭州云栈供应链管理有限公司", "嘉兴"]);
    // A word jieba made up across the edge (为江衡) starts the name after its first character.
    expect(names("环评报告编制单位为江衡环境工程技术有限公司。")).toEqual(["江衡环境工程技术有限公司"]);
  });

  it("stops at a verb before the name, and needs a name before the ending", () => {
    expect(names("停产后，罐装果汁改由杭州禾岭食品有限公司代工")).toEqual(["杭州禾岭食品有限公司"]);
    expect(names("该公司的子公司有限公司")).toEqual([]);
  });
});

describe("Chinese personal names", () => {
  it("reads no name in a word right after a demonstrative, which opens on a measure word", () => {
    expect(names("这段时间请从东门或南门进出")).not.toContain("段时间");
    expect(names("段时间是本店店长")).toContain("段时间");
  });
});
