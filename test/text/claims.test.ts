import { describe, it, expect } from "vitest";
import { extractClaims } from "../../src/core/text/claims.js";
import type { CitationRef, Claim } from "../../src/core/types.js";

/** One expected claim: its text, the answer text its span covers, and its citations. */
type Expected = [text: string, span: string, cites: string];

function cite(ref: CitationRef): string {
  return ref.lines ? `${ref.source}:${ref.lines.from}-${ref.lines.to}` : ref.source;
}

function summary(answer: string, claims: Claim[] = extractClaims(answer)): Expected[] {
  return claims.map((c) => [c.text, answer.slice(c.start, c.end), c.citations.map(cite).join(",")]);
}

describe("extractClaims: sentences and markers", () => {
  const cases: [string, string, Expected[]][] = [
    ["marker before the full stop", "The chip draws 9 W [c1].", [["The chip draws 9 W.", "The chip draws 9 W [c1].", "c1"]]],
    ["marker after the full stop", "The chip draws 9 W. [c1] It is new [c2].", [
      ["The chip draws 9 W.", "The chip draws 9 W. [c1]", "c1"],
      ["It is new.", "It is new [c2].", "c2"],
    ]],
    ["Chinese marker after 。", "功耗为2.1 瓦。【1】芯片很新。", [
      ["功耗为2.1 瓦。", "功耗为2.1 瓦。【1】", "1"],
      ["芯片很新。", "芯片很新。", ""],
    ]],
    ["several markers and refs", "The chip draws 9 W [c1][c2, c1] [3].", [["The chip draws 9 W.", "The chip draws 9 W [c1][c2, c1] [3].", "c1,c2,3"]]],
    ["line markers", "The chip draws 9 W [A:L12-15][B:L3].", [["The chip draws 9 W.", "The chip draws 9 W [A:L12-15][B:L3].", "A:12-15,B:3-3"]]],
    ["footnote marker", "The chip draws 9 W.[^2]", [["The chip draws 9 W.", "The chip draws 9 W.[^2]", "2"]]],
    ["marker inside the sentence", "According to [c1], the chip draws 9 W.", [["According to, the chip draws 9 W.", "According to [c1], the chip draws 9 W.", "c1"]]],
    ["no marker", "The chip draws 9 W.", [["The chip draws 9 W.", "The chip draws 9 W.", ""]]],
    ["very short sentence", "Yes.", [["Yes.", "Yes.", ""]]],
    ["a marker alone is no claim", "[c1]", []],
    ["no letters is no claim", "2024. 12 %. [1]", []],
    ["line break inside a sentence", "The chip\ndraws 9 W [c1].", [["The chip draws 9 W.", "The chip\ndraws 9 W [c1].", "c1"]]],
    ["Chinese line break joins without a space", "该芯片采用\n台积电的\n12nm工艺。", [["该芯片采用台积电的 12nm工艺。", "该芯片采用\n台积电的\n12nm工艺。", ""]]],
    ["abbreviations and decimals", "Dr. Lee measured 2.1 W on v2.3.1 in the U.S. in Jan. 2024 [c1]. Next one.", [
      ["Dr. Lee measured 2.1 W on v2.3.1 in the U.S. in Jan. 2024.", "Dr. Lee measured 2.1 W on v2.3.1 in the U.S. in Jan. 2024 [c1].", "c1"],
      ["Next one.", "Next one.", ""],
    ]],
    ["quotes", "He said “it works.” It ships [c1].", [
      ["He said “it works.”", "He said “it works.”", ""],
      ["It ships.", "It ships [c1].", "c1"],
    ]],
  ];
  it.each(cases)("%s", (_name, answer, expected) => {
    expect(summary(answer)).toEqual(expected);
  });
});

describe("extractClaims: English compound sentences", () => {
  const cases: [string, string, Expected[]][] = [
    ["verb phrase gets the subject back", "X is made on 12 nm and draws 9 W.", [
      ["X is made on 12 nm", "X is made on 12 nm", ""],
      ["X draws 9 W", "draws 9 W.", ""],
    ]],
    ["a plural before an auxiliary is the subject, not a verb", "Season ticket holders can park free and get a discount.", [
      ["Season ticket holders can park free", "Season ticket holders can park free", ""],
      ["Season ticket holders get a discount", "get a discount.", ""],
    ]],
    ["a plural before an auxiliary and a noun stays a verb", "The company sells can openers and makes knives.", [
      ["The company sells can openers", "The company sells can openers", ""],
      ["The company makes knives", "makes knives.", ""],
    ]],
    ["an opening condition holds of every clause after it", "If X is idle, it draws 1 W and runs at 1 GHz.", [
      ["If X is idle, it draws 1 W", "If X is idle, it draws 1 W", ""],
      ["If X is idle, it runs at 1 GHz", "runs at 1 GHz.", ""],
    ]],
    ["…and of a full clause after a turn", "If you pack your own boxes, breakages are covered, but the excess is £250.", [
      ["If you pack your own boxes, breakages are covered", "If you pack your own boxes, breakages are covered", ""],
      ["If you pack your own boxes, the excess is £250", "the excess is £250.", ""],
    ]],
    ["markers of each clause", "X is 12 nm [c1] and draws 9 W [c2].", [
      ["X is 12 nm", "X is 12 nm [c1]", "c1"],
      ["X draws 9 W", "draws 9 W [c2].", "c2"],
    ]],
    ["sentence-final marker applies to every clause", "X is 12 nm and draws 9 W [c1].", [
      ["X is 12 nm", "X is 12 nm", "c1"],
      ["X draws 9 W", "draws 9 W [c1].", "c1"],
    ]],
    ["marker after the full stop applies to every clause", "X is 12 nm and draws 9 W. [c1]", [
      ["X is 12 nm", "X is 12 nm", "c1"],
      ["X draws 9 W", "draws 9 W. [c1]", "c1"],
    ]],
    ["own marker wins over the sentence-final one", "X is 12 nm [c1] and draws 9 W [c2] [c3].", [
      ["X is 12 nm", "X is 12 nm [c1]", "c1"],
      ["X draws 9 W", "draws 9 W [c2] [c3].", "c2,c3"],
    ]],
    ["first clause cited, last not", "X is 12 nm [c1] and draws 9 W.", [
      ["X is 12 nm", "X is 12 nm [c1]", "c1"],
      ["X draws 9 W", "draws 9 W.", ""],
    ]],
    ["full clause keeps its own subject", "A single ticket costs $4.50 and the crossing takes 25 minutes [c1].", [
      ["A single ticket costs $4.50", "A single ticket costs $4.50", "c1"],
      ["the crossing takes 25 minutes", "the crossing takes 25 minutes [c1].", "c1"],
    ]],
    ["a plural subject before a base-form verb and its figure", "The museum opens at 10 am and tickets cost 15 euros [c1].", [
      ["The museum opens at 10 am", "The museum opens at 10 am", "c1"],
      ["tickets cost 15 euros", "tickets cost 15 euros [c1].", "c1"],
    ]],
    ["a plural with its phrase before the clause's auxiliary is the clause's subject", "The partner can agree five more days of unpaid leave, and requests for it must be made two days ahead [c1].", [
      ["The partner can agree five more days of unpaid leave", "The partner can agree five more days of unpaid leave", "c1"],
      ["requests for it must be made two days ahead", "requests for it must be made two days ahead [c1].", "c1"],
    ]],
    ["an 'and' after a word left hanging on its hyphen joins one compound", "Clearbrook guarantees its sealed double- and triple-glazed units against misting for 15 years [c1].", [
      ["Clearbrook guarantees its sealed double- and triple-glazed units against misting for 15 years.", "Clearbrook guarantees its sealed double- and triple-glazed units against misting for 15 years [c1].", "c1"],
    ]],
    ["an 'and' after a gerund's plural object joins a second object, not a clause", "As a member, hiring shoes and a harness together would cost you £3.75 [c1].", [
      ["As a member, hiring shoes and a harness together would cost you £3.75.", "As a member, hiring shoes and a harness together would cost you £3.75 [c1].", "c1"],
    ]],
    ["a plural subject with its phrase and a second thing joined by 'and' before the auxiliary", "No single gift counts for more than £250, but donations from your own trustees and committee members are included [c1].", [
      ["No single gift counts for more than £250", "No single gift counts for more than £250", "c1"],
      ["donations from your own trustees and committee members are included", "donations from your own trustees and committee members are included [c1].", "c1"],
    ]],
    ["a model number ends the subject's name", "The Slate 14 weighs 1.24 kg and costs $1,299 [c1].", [
      ["The Slate 14 weighs 1.24 kg", "The Slate 14 weighs 1.24 kg", "c1"],
      ["The Slate 14 costs $1,299", "costs $1,299 [c1].", "c1"],
    ]],
    ["a count before a plural noun is no verb's subject", "In 2024 sales rose 5% [c1].", [["In 2024 sales rose 5%.", "In 2024 sales rose 5% [c1].", "c1"]]],
    ["comma and", "X is 12 nm [c1], and Y is 7 nm [c2].", [
      ["X is 12 nm", "X is 12 nm [c1]", "c1"],
      ["Y is 7 nm", "Y is 7 nm [c2].", "c2"],
    ]],
    ["series of verb phrases", "X is 12 nm, draws 9 W, and runs at 2 GHz [1].", [
      ["X is 12 nm", "X is 12 nm", "1"],
      ["X draws 9 W", "draws 9 W", "1"],
      ["X runs at 2 GHz", "runs at 2 GHz [1].", "1"],
    ]],
    ["three verb phrases with and", "X has 8 cores and runs at 2 GHz and draws 9 W.", [
      ["X has 8 cores", "X has 8 cores", ""],
      ["X runs at 2 GHz", "runs at 2 GHz", ""],
      ["X draws 9 W", "draws 9 W.", ""],
    ]],
    ["but with a full clause", "X is fast, but it draws 9 W.", [
      ["X is fast", "X is fast", ""],
      ["it draws 9 W", "it draws 9 W.", ""],
    ]],
    ["but with a verb phrase", "The GPU is fast but lacks HDMI.", [
      ["The GPU is fast", "The GPU is fast", ""],
      ["The GPU lacks HDMI", "lacks HDMI.", ""],
    ]],
    ["while", "X draws 9 W, while Y draws 12 W.", [
      ["X draws 9 W", "X draws 9 W", ""],
      ["Y draws 12 W", "Y draws 12 W.", ""],
    ]],
    // The comma of "3,700 W" starts no list.
    ["a figure with a comma before and", "The zone reaches 3,700 W, and Boost can stay on for 15 minutes.", [
      ["The zone reaches 3,700 W", "The zone reaches 3,700 W", ""],
      ["Boost can stay on for 15 minutes", "Boost can stay on for 15 minutes.", ""],
    ]],
    ["whereas", "X uses HBM, whereas Y uses DDR5.", [
      ["X uses HBM", "X uses HBM", ""],
      ["Y uses DDR5", "Y uses DDR5.", ""],
    ]],
    // A clause that states a condition is kept whole; a contrast after it is a claim of its own.
    ["whereas after a condition", "If you cancel 30 hours before you pay half the fee, whereas cancelling two days ahead gets a full refund [c1].", [
      ["If you cancel 30 hours before you pay half the fee", "If you cancel 30 hours before you pay half the fee", "c1"],
      ["cancelling two days ahead gets a full refund", "cancelling two days ahead gets a full refund [c1].", "c1"],
    ]],
    // …but reported speech is checked whole, its contrast too.
    ["whereas in reported speech", "Okonedo said books were the strongest category, whereas gifts were flat [c1].", [
      ["Okonedo said books were the strongest category, whereas gifts were flat.", "Okonedo said books were the strongest category, whereas gifts were flat [c1].", "c1"],
    ]],
    // A concession after its main clause asserts both clauses.
    ["although after a comma", "The oven must stand 1 m from walls, although it can be used under an awning [c1].", [
      ["The oven must stand 1 m from walls", "The oven must stand 1 m from walls", "c1"],
      ["it can be used under an awning", "it can be used under an awning [c1].", "c1"],
    ]],
    // A short opening phrase ("Taken together,", "In total,") holds no verb of the clause: its subject's "and" joins no clauses.
    ["and after an opening phrase", "Taken together, fibres and fragments accounted for 88% of the particles [c1].", [
      ["Taken together, fibres and fragments accounted for 88% of the particles.", "Taken together, fibres and fragments accounted for 88% of the particles [c1].", "c1"],
    ]],
    ["and of two clauses after an opening phrase", "On Sundays, the shop opens at 10 am and closes at 4 pm.", [
      ["On Sundays, the shop opens at 10 am", "On Sundays, the shop opens at 10 am", ""],
      ["On Sundays, the shop closes at 4 pm", "closes at 4 pm.", ""],
    ]],
    // "Aged" before a figure is no verb: the "and" joins two groups of one noun phrase.
    ["and before a group aged", "Tickets cover two adults and two children aged 5 to 15 [c1].", [
      ["Tickets cover two adults and two children aged 5 to 15.", "Tickets cover two adults and two children aged 5 to 15 [c1].", "c1"],
    ]],
    ["semicolon with full clauses", "X is 12 nm; Y is 7 nm [c1].", [
      ["X is 12 nm", "X is 12 nm", "c1"],
      ["Y is 7 nm", "Y is 7 nm [c1].", "c1"],
    ]],
    ["semicolon with a verb phrase", "X is fast; draws 9 W.", [
      ["X is fast", "X is fast", ""],
      ["X draws 9 W", "draws 9 W.", ""],
    ]],
    // Conjunctions in any case and the full-width semicolon, which the quick test for a place to cut must not miss.
    ["upper-case conjunction", "X draws 9 W, WHILE Y draws 12 W.", [
      ["X draws 9 W", "X draws 9 W", ""],
      ["Y draws 12 W", "Y draws 12 W.", ""],
    ]],
    ["full-width semicolon", "X is 12 nm；Y is 7 nm.", [
      ["X is 12 nm", "X is 12 nm", ""],
      ["Y is 7 nm", "Y is 7 nm.", ""],
    ]],
    ["passive shares the auxiliary", "X was founded in 2010 and acquired in 2015.", [
      ["X was founded in 2010", "X was founded in 2010", ""],
      ["X was acquired in 2015", "acquired in 2015.", ""],
    ]],
    ["active after a passive does not", "X was founded in 2010 and acquired Y in 2015.", [
      ["X was founded in 2010", "X was founded in 2010", ""],
      ["X acquired Y in 2015", "acquired Y in 2015.", ""],
    ]],
    ["modal shares the auxiliary", "X can run at 2 GHz and draw 9 W.", [
      ["X can run at 2 GHz", "X can run at 2 GHz", ""],
      ["X can draw 9 W", "draw 9 W.", ""],
    ]],
    ["perfect shares the auxiliary", "X has shipped 1M units and earned $5M.", [
      ["X has shipped 1M units", "X has shipped 1M units", ""],
      ["X has earned $5M", "earned $5M.", ""],
    ]],
    ["plural subject with base verbs", "The chips draw 9 W and run at 2 GHz.", [
      ["The chips draw 9 W", "The chips draw 9 W", ""],
      ["The chips run at 2 GHz", "run at 2 GHz.", ""],
    ]],
    ["leading phrase travels with the subject", "In 2025, X shipped 1M units and earned $5M [c3].", [
      ["In 2025, X shipped 1M units", "In 2025, X shipped 1M units", "c3"],
      ["In 2025, X earned $5M", "earned $5M [c3].", "c3"],
    ]],
    ["two subject nouns, two verbs", "Sales rose 5% and profits fell 2%.", [
      ["Sales rose 5%", "Sales rose 5%", ""],
      ["profits fell 2%", "profits fell 2%.", ""],
    ]],
    ["adverb after and", "The chip is small and also draws 9 W.", [
      ["The chip is small", "The chip is small", ""],
      ["The chip also draws 9 W", "also draws 9 W.", ""],
    ]],
    ["markdown inside a split sentence", "**Stardust-3** is made on a 12 nm process and draws about 2,100 mW [c1].", [
      ["Stardust-3 is made on a 12 nm process", "Stardust-3** is made on a 12 nm process", "c1"],
      ["Stardust-3 draws about 2,100 mW", "draws about 2,100 mW [c1].", "c1"],
    ]],
    // A subject with a relative clause about a person, then an auxiliary: its own clause.
    ["a subject with a relative clause", "Students must keep an average of 60%, and anyone who falls short can appeal once [c1].", [
      ["Students must keep an average of 60%", "Students must keep an average of 60%", "c1"],
      ["anyone who falls short can appeal once", "anyone who falls short can appeal once [c1].", "c1"],
    ]],
    // "beat" is a past verb, "lengths" after "a quarter" no verb, and "third-placed" an adjective: the second clause has its own subject.
    ["a place joined to a participle opens a clause", "Copper Lantern beat Harbour Knight by two and a quarter lengths, and third-placed Mistral Bay finished eight lengths behind.", [
      ["Copper Lantern beat Harbour Knight by two and a quarter lengths", "Copper Lantern beat Harbour Knight by two and a quarter lengths", ""],
      ["third-placed Mistral Bay finished eight lengths behind", "third-placed Mistral Bay finished eight lengths behind.", ""],
    ]],
    // A verb phrase after a finding's clause is of the clause after "that", not of the one who found it.
    ["a verb phrase after a reported clause", "The HSE found that the guard rails had been taken off and never put back [c1].", [
      ["The HSE found that the guard rails had been taken off", "The HSE found that the guard rails had been taken off", "c1"],
      ["never put back", "never put back [c1].", "c1"],
    ]],
    // The "and" of "7 and up" bounds the age; the verb phrase after the next "and" gets the subject back.
    ["an age bound before a verb phrase", "Laser tag is for ages 7 and up and costs £18 per person [c1].", [
      ["Laser tag is for ages 7 and up", "Laser tag is for ages 7 and up", "c1"],
      ["Laser tag costs £18 per person", "costs £18 per person [c1].", "c1"],
    ]],
    ["a plural subject with a relative clause", "Bins will arrive in May, and people who did not order one can order it online.", [
      ["Bins will arrive in May", "Bins will arrive in May", ""],
      ["people who did not order one can order it online", "people who did not order one can order it online.", ""],
    ]],
  ];
  it.each(cases)("%s", (_name, answer, expected) => {
    expect(summary(answer)).toEqual(expected);
  });
});

describe("extractClaims: English sentences that stay whole", () => {
  const cases: [string, string][] = [
    ["noun coordination as subject", "TSMC and Samsung make chips."],
    ["range", "It draws between 8 and 12 W."],
    ["compound noun subject", "Research and development is costly."],
    ["noun coordination as object", "The company makes chips and boards."],
    ["plural objects with a place", "It sells apples and oranges in Spain."],
    ["adjective after but", "X is fast but expensive."],
    ["relative clause after the coordination", "X supports A and B, which are fast."],
    ["comparison", "X is faster than A and B combined."],
    ["place names", "The ferry runs between Northport and Eastwick every 40 minutes."],
    ["because", "X draws 9 W because it is 12 nm and runs at 2 GHz."],
    ["since", "Since 2020, X is made on 12 nm and draws 9 W."],
    ["therefore", "X is 12 nm and therefore draws 9 W."],
    ["so", "X is 12 nm, so it draws 9 W and runs cool."],
    ["although", "Although X is old, it is fast and draws 9 W."],
    ["a condition inside the main clause", "X draws 1 W if it is idle and runs at 1 GHz."],
    ["a condition followed by a cause", "If X is idle, it draws 1 W because it runs at 1 GHz."],
    ["reported speech", "The report says X is fast and Y is slow."],
    ["placeholder subject", "It is known that X is 12 nm and draws 9 W."],
    ["list after semicolons", "The board has USB; HDMI; Ethernet."],
    ["inside parentheses", "X (which is 12 nm and draws 9 W) ships in May."],
    ["a number with its half", "The course closes six and a half hours after the start."],
    ["the two ends of a span before the verb", "Off-peak trains between Ashby and Lenham will run three times an hour."],
    // Two names after an article share the noun after them, whatever "sites" may be read as.
    ["two names sharing a noun", "Starlite intends to close the Swindon and Rochdale sites as well before the end of the year."],
    ["the two ends of a difference", "The 260 g difference between the tent's packed weight and its minimum trail weight comes from the pegs."],
    ["a subject after an opening word and its comma", "Together, grants and corporate partners provided 38% of income."],
    // A number in words counts the plural after it: "adults" is no verb.
    ["a counted plural joined to another subject", "Two adults and an eight-year-old would pay £18.50 in total."],
    // No auxiliary after the relative clause: "cheered" may be its verb as well as the clause's.
    ["a relative clause about a person without an auxiliary after it", "The club signed Smith, and fans who attended cheered."],
    // Two verbs of the subject's relative clause, then the subject's own verb with a modal.
    // A clause of time with its own verb opens the sentence: its subject is not the main clause's.
    ["a clause of time before the main one", "After a jar has been opened, it should be kept in the fridge and eaten within a month."],
    ["two verbs of a relative clause before the modal", "A volunteer who has driven under 10,000 miles and drives 40 miles with a passenger could claim £20."],
    // The "and" ends a list of short items after a comma, with no verb among them.
    // A concession that opens the sentence is read with its main clause.
    ["an opening concession", "Although it is small, the oven heats fast and bakes well."],
    ["the end of a list in a clause after whereas", "The small frame rolls on 27.5-inch wheels, whereas the M, L and XL frames use 29-inch wheels."],
    // Two things a clause of time says a plural verb of.
    ["the subject of a clause of time", "The tagine cooks for another 30 minutes after the apricots and honey are stirred in."],
  ];
  it.each(cases)("%s", (_name, answer) => {
    expect(summary(answer)).toEqual([[answer, answer, ""]]);
  });
});

describe("extractClaims: Chinese", () => {
  const cases: [string, string, Expected[]][] = [
    ["list of standalone clauses", "星尘-3 采用 12nm 工艺，功耗 2.1 W，INT8 算力 8 TOPS。", [
      ["星尘-3 采用 12nm 工艺", "星尘-3 采用 12nm 工艺", ""],
      ["星尘-3 功耗 2.1 W", "功耗 2.1 W", ""],
      ["INT8 算力 8 TOPS", "INT8 算力 8 TOPS。", ""],
    ]],
    ["并且 leaves the claim", "该芯片采用12nm工艺，并且功耗为2.1瓦。", [
      ["该芯片采用12nm工艺", "该芯片采用12nm工艺", ""],
      ["该芯片功耗为2.1瓦", "功耗为2.1瓦。", ""],
    ]],
    ["clause markers", "该芯片采用12nm工艺【1】，功耗为2.1瓦【2】。", [
      ["该芯片采用12nm工艺", "该芯片采用12nm工艺【1】", "1"],
      ["该芯片功耗为2.1瓦", "功耗为2.1瓦【2】。", "2"],
    ]],
    ["sentence-final marker applies to every clause", "该芯片采用12nm工艺，功耗为2.1瓦。[A:L3]", [
      ["该芯片采用12nm工艺", "该芯片采用12nm工艺", "A:3-3"],
      ["该芯片功耗为2.1瓦", "功耗为2.1瓦。[A:L3]", "A:3-3"],
    ]],
    // 她 opening a later clause is the person the first clause is about.
    ["a person's pronoun gets the subject back", "女子速度项目的亚军是福建队的温可欣，她的成绩为6.62秒[doc4]。", [
      ["女子速度项目的亚军是福建队的温可欣", "女子速度项目的亚军是福建队的温可欣", "doc4"],
      ["女子速度项目的亚军她的成绩为6.62秒", "她的成绩为6.62秒[doc4]。", "doc4"],
    ]],
    // A clause that opens on 不是 denies what the first says of its whole subject; the 有 of 有效期 is no verb.
    ["a denied 是 keeps the whole subject", "次卡的有效期是从第一次上课那天开始算的，而不是从买卡那天算[doc1]。", [
      ["次卡的有效期是从第一次上课那天开始算的", "次卡的有效期是从第一次上课那天开始算的", "doc1"],
      ["次卡的有效期不是从买卡那天算", "不是从买卡那天算[doc1]。", "doc1"],
    ]],
    // 只需 opens what the case before it takes, no claim of its own.
    ["只需 after a case", "开演前5天退票，只需支付5%的手续费[doc4]。", [
      ["开演前5天退票，只需支付5%的手续费。", "开演前5天退票，只需支付5%的手续费[doc4]。", "doc4"],
    ]],
    // A case after a semicolon that names its own subject is what the clauses after it are about.
    ["a subject named after a semicolon", "中式八球台用的是乔氏Q8，台面254×127厘米；斯诺克台是星牌XW118，台面357×178厘米[doc5]。", [
      ["中式八球台用的是乔氏Q8", "中式八球台用的是乔氏Q8", "doc5"],
      ["中式八球台用的台面254×127厘米", "台面254×127厘米", "doc5"],
      ["中式八球台用的斯诺克台是星牌XW118", "斯诺克台是星牌XW118", "doc5"],
      ["台面357×178厘米", "台面357×178厘米[doc5]。", "doc5"],
    ]],
    ["semicolon", "X采用12nm工艺；Y采用7nm工艺。", [
      ["X采用12nm工艺", "X采用12nm工艺", ""],
      ["Y采用7nm工艺", "Y采用7nm工艺。", ""],
    ]],
    // 开放 is a predicate: each clause says what is open and what is not.
    ["a predicate of opening", "夜场开放恐龙厅，昆虫馆不开放[d5]。", [
      ["夜场开放恐龙厅", "夜场开放恐龙厅", "d5"],
      ["昆虫馆不开放", "昆虫馆不开放[d5]。", "d5"],
    ]],
    ["own subject is not prefixed", "X采用12nm工艺，Y采用7nm工艺。", [
      ["X采用12nm工艺", "X采用12nm工艺", ""],
      ["Y采用7nm工艺", "Y采用7nm工艺。", ""],
    ]],
    ["clause starting with a verb gets the subject", "该芯片采用12nm工艺，支持LPDDR5内存。", [
      ["该芯片采用12nm工艺", "该芯片采用12nm工艺", ""],
      ["该芯片支持LPDDR5内存", "支持LPDDR5内存。", ""],
    ]],
    ["attribute of an attribute subject gets the owner", "X的功耗为2W，面积为5平方毫米。", [
      ["X的功耗为2W", "X的功耗为2W", ""],
      ["X的面积为5平方毫米", "面积为5平方毫米。", ""],
    ]],
    ["leading adverbial stays with the subject", "在2025年，该芯片采用12nm工艺，功耗为2.1瓦。", [
      ["在2025年，该芯片采用12nm工艺", "在2025年，该芯片采用12nm工艺", ""],
      ["在2025年，该芯片功耗为2.1瓦", "功耗为2.1瓦。", ""],
    ]],
    ["mixed script subject", "NVIDIA 的 GPU 采用 TSMC 的 4nm 工艺，功耗 700 W。", [
      ["NVIDIA 的 GPU 采用 TSMC 的 4nm 工艺", "NVIDIA 的 GPU 采用 TSMC 的 4nm 工艺", ""],
      ["NVIDIA 的 GPU 功耗 700 W", "功耗 700 W。", ""],
    ]],
    // 提前 says how far ahead the clause's own act is: no time that opens the next.
    ["how far ahead is a predicate", "订大包间需要提前3天，并交500元定金。", [
      ["订大包间需要提前3天", "订大包间需要提前3天", ""],
      ["交500元定金", "交500元定金。", ""],
    ]],
    ["但是 leaves the claim", "该芯片性能很强，但是功耗高达30瓦。", [
      ["该芯片性能很强", "该芯片性能很强", ""],
      ["功耗高达30瓦", "功耗高达30瓦。", ""],
    ]],
  ];
  it.each(cases)("%s", (_name, answer, expected) => {
    expect(summary(answer)).toEqual(expected);
  });

  const whole: [string, string][] = [
    ["causal pair", "因为采用了12nm工艺，所以功耗只有2.1瓦。"],
    ["concession", "虽然该芯片很快，但是功耗很高。"],
    ["condition", "如果负载很高，该芯片功耗为5瓦。"],
    ["condition with a bare 若", "正式代表若拖到9月10日以后才注册，需要比按时注册多交400元。"],
    ["according to", "根据报告，该芯片采用12nm工艺。"],
    ["time phrase", "2025年5月，星尘-3开始量产。"],
    ["reported speech", "报告指出，该芯片采用12nm工艺。"],
    ["coordination", "该芯片支持USB、HDMI，以及以太网。"],
    ["comparison", "该芯片功耗为2瓦，比上一代低30%。"],
    // A clause that likens its subject to another ends before what both do.
    ["likened, then what both do", "县道X207沿河公路会和漫水桥一样，从当天13时起封闭。"],
    // …and one that says what holds between the two it named.
    ["what holds between the two", "离厂界最近的环境敏感点是下湾村，两者相距大约300米。"],
    // A case a described thing opens is one worked example.
    ["a described case", "一个包含3件商品的出库订单，操作费为首件1.2元，加上另外两件各0.4元，合计2元。"],
    ["short parts", "功耗低，性能高。"],
    ["appositive", "星尘-3，一款AI芯片，采用12nm工艺。"],
    ["resultative", "该芯片采用12nm工艺，这使得功耗降低了30%。"],
    ["a topic ending in 的", "经转诊到市外就医的，报销比例降低10个百分点。"],
    ["a topic named by a phrase with 的", "有电梯的高层住宅，首期维修资金按每平方米90元交存。"],
    ["a case put to the source", "一位65岁的客户购买C套餐，打折后需支付2278元。"],
    ["a condition ending in 的话", "用中型厢货车搬家，全程25公里，不计楼层费用的话，车费是520元。"],
    // A time set off from an event opens what is done then.
    ["a time set off from an event", "积分到期前30天，App会推送提醒。"],
    ["what it comes to", "2026年1月9日结课，一共十六周。"],
    ["what it comes to, paid", "一次性购买10节私教课，共需支付2,800元。"],
    ["how its figure moved", "新承接订单52艘、合计680万载重吨，同比增长9%。"],
    ["a limit per person", "剩余纪念币从2月2日起在网点现场兑换，每人每种限兑5枚。"],
    ["a decade", "到20世纪50年代，镇上的商号已不足十家。"],
    ["what is left out", "不算冷却时间，准备加烘烤大约需要1小时20分钟。"],
    // What follows from the clause before as its consequence.
    ["a consequence", "包裹在柜子里放满48小时还没人取，就会退回给快递员。"],
    // A bounded case opens what holds in it.
    ["a bounded case", "迟到不超过15分钟，店里会照常保留预约。"],
    ["a case bounded after its figure", "迟到15分钟以内，店里会照常保留预约。"],
  ];
  it.each(whole)("stays whole: %s", (_name, answer) => {
    expect(summary(answer)).toEqual([[answer, answer, ""]]);
  });
});

describe("extractClaims: markdown answers", () => {
  it("front matter, headings, code, lists and tables", () => {
    const answer = [
      "---",
      "title: Release summary",
      "---",
      "",
      "# What changed in version 2.4",
      "",
      "```bash",
      "npm install app@2.4 --save  # costs $99 and needs 64 GB",
      "```",
      "",
      "- Version 2.4 adds offline mode [c1].",
      "- It fixes the sync bug [c1].",
      "",
      "| Item | Value |",
      "| ---- | ----- |",
      "| Download size | The download is 48 MB [c1]. |",
      "| Requirement | The update requires Android 12 or later [c1]. |",
      "",
      "The update is free of charge [c1].",
    ].join("\n");
    expect(summary(answer)).toEqual([
      ["Version 2.4 adds offline mode.", "Version 2.4 adds offline mode [c1].", "c1"],
      ["It fixes the sync bug.", "It fixes the sync bug [c1].", "c1"],
      ["The download is 48 MB.", "The download is 48 MB [c1].", "c1"],
      ["The update requires Android 12 or later.", "The update requires Android 12 or later [c1].", "c1"],
      ["The update is free of charge.", "The update is free of charge [c1].", "c1"],
    ]);
  });

  it("plain text lines, one sentence each", () => {
    const answer = "星尘-3 采用台积电 12nm 工艺[A:L2]。\n星尘-3 的 INT8 算力为八 TOPS。[A:L4]\n星尘-3 支持 LPDDR4X 内存。";
    expect(summary(answer)).toEqual([
      ["星尘-3 采用台积电 12nm 工艺。", "星尘-3 采用台积电 12nm 工艺[A:L2]。", "A:2-2"],
      ["星尘-3 的 INT8 算力为八 TOPS。", "星尘-3 的 INT8 算力为八 TOPS。[A:L4]", "A:4-4"],
      ["星尘-3 支持 LPDDR4X 内存。", "星尘-3 支持 LPDDR4X 内存。", ""],
    ]);
  });

  it("emphasis, links and inline code leave the text readable", () => {
    const answer = "The chip is **very** fast [c1]. See [the docs](https://x.com) for `init()`. It uses `foo[1]` internally.";
    expect(summary(answer)).toEqual([
      ["The chip is very fast.", "The chip is **very** fast [c1].", "c1"],
      ["See the docs for init().", "See [the docs](https://x.com) for `init()`.", ""],
      ["It uses foo[1] internally.", "It uses `foo[1]` internally.", ""],
    ]);
  });

  it("table cells without a citation or a full stop are labels, not claims; a cited value is read with its row label", () => {
    const answer = "| Chip | Power |\n|---|---|\n| X1 | 9 W |\n| X2 | 12 W [c2] |";
    expect(summary(answer)).toEqual([["X2: 12 W", "12 W [c2]", "c2"]]);
  });

  it("a cited cell of figures alone is a claim about its row; a cell that is a sentence keeps its own words", () => {
    expect(summary("| 项目 | 数值 |\n|---|---|\n| 有效期 | 36 个月 [c1] |")).toEqual([["有效期：36 个月", "36 个月 [c1]", "c1"]]);
    expect(summary("| Item | Price |\n|---|---|\n| Charger | $49 [c1] |")).toEqual([["Charger: $49", "$49 [c1]", "c1"]]);
    expect(summary("| Item | Note |\n|---|---|\n| Size | The download is 48 MB [c1]. |")).toEqual([["The download is 48 MB.", "The download is 48 MB [c1].", "c1"]]);
  });

  it("blockquotes and nested lists", () => {
    const answer = "> The chip draws 9 W [c1].\n\n1. First point [c2].\n   - Nested point [c3].";
    expect(summary(answer)).toEqual([
      ["The chip draws 9 W.", "The chip draws 9 W [c1].", "c1"],
      ["First point.", "First point [c2].", "c2"],
      ["Nested point.", "Nested point [c3].", "c3"],
    ]);
  });

  it("source lists and short labels yield no claims", () => {
    const answer = "The chip draws 9 W [1]. It is new [2].\n\nSources:\n\n- [1] Data sheet, rev. 3, https://example.com/ds.pdf\n- [2]: Press release\n\n参考资料：\n\n【1】产品手册";
    expect(summary(answer)).toEqual([
      ["The chip draws 9 W.", "The chip draws 9 W [1].", "1"],
      ["It is new.", "It is new [2].", "2"],
    ]);
  });

  it("a longer line ending in a colon is still a claim", () => {
    expect(summary("The chip supports two memory types:\n\n- LPDDR4X [c1]")).toEqual([
      ["The chip supports two memory types:", "The chip supports two memory types:", ""],
      ["LPDDR4X", "LPDDR4X [c1]", "c1"],
    ]);
  });

  it("footnote and reference definitions yield no claims", () => {
    const answer = "The chip draws 9 W.[^1] It is fast [1].\n\n[^1]: Data sheet, page 3.\n[1]: https://example.com/spec";
    expect(summary(answer)).toEqual([
      ["The chip draws 9 W.", "The chip draws 9 W.[^1]", "1"],
      ["It is fast.", "It is fast [1].", "1"],
    ]);
  });
});

describe("extractClaims: claim fields", () => {
  it("ids, sentence spans, markers, citations and languages", () => {
    const answer = "X is 12 nm and draws 9 W [c1][c1]. 该芯片很快【2】。";
    const claims = extractClaims(answer);
    expect(claims.map((c) => c.id)).toEqual(["c1", "c2", "c3"]);
    expect(claims.map((c) => answer.slice(c.sentence.start, c.sentence.end))).toEqual([
      "X is 12 nm and draws 9 W [c1][c1].",
      "X is 12 nm and draws 9 W [c1][c1].",
      "该芯片很快【2】。",
    ]);
    expect(claims.map((c) => c.lang)).toEqual(["en", "en", "zh"]);
    expect(claims[0]?.markers.map((m) => m.raw)).toEqual(["[c1]", "[c1]"]);
    expect(claims[0]?.citations).toEqual([{ source: "c1", kind: "id" }]);
    expect(claims[2]?.citations).toEqual([{ source: "2", kind: "numeric" }]);
    for (const c of claims) for (const m of c.markers) expect(answer.slice(m.start, m.end)).toBe(m.raw);
  });

  it("markers inside inline code are not citations", () => {
    const claims = extractClaims("Index it as `a[1]` here [c1].");
    expect(claims.map((c) => c.citations.map(cite))).toEqual([["c1"]]);
  });

  it("known source ids decide bracketed words", () => {
    const answer = "It started in May 2025 [history]. It is fast [note].";
    expect(summary(answer)).toEqual([
      ["It started in May 2025.", "It started in May 2025 [history].", "history"],
      ["It is fast [note].", "It is fast [note].", ""],
    ]);
    const claims = extractClaims("It is fast [notes]. It is cheap [history].", { sourceIds: ["history", "notes"] });
    expect(claims.map((c) => c.citations.map(cite).join(","))).toEqual(["notes", "history"]);
    const unknown = extractClaims("It is fast [history].", { sourceIds: ["c1"] });
    expect(unknown.map((c) => [c.text, c.citations.length])).toEqual([["It is fast [history].", 0]]);
  });

  it("handles a 1 MB answer in linear time", () => {
    const block =
      "- Stardust-3 is made on a 12 nm process and draws about 2,100 mW [c1]. It delivers 8 TOPS in INT8 mode [c2].\n" +
      "- 星尘-3 采用 12nm 工艺，功耗 2.1 W，INT8 算力 8 TOPS。【1】\n\n" +
      "The **small** sensor of Acme uses the fast module at 42 W during the new test [c12].\n\n";
    const answer = block.repeat(Math.ceil(1_000_000 / block.length));
    const started = performance.now();
    const claims = extractClaims(answer);
    const seconds = (performance.now() - started) / 1000;
    expect(claims.length).toBe(7 * Math.ceil(1_000_000 / block.length));
    expect(seconds).toBeLessThan(5);
  });
});
