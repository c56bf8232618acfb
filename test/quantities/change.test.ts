import { describe, expect, it } from "vitest";
import { extractQuantities } from "../../src/core/quantities/index.js";

/** Each figure of the text with the way it moved, where the text says. */
const read = (text: string) => extractQuantities(text).map((q) => ({ at: q.raw, direction: q.change?.direction }));

describe("the change a figure states", () => {
  it.each([
    ["Revenue rose 12% last year.", "12%", "rise"],
    ["Revenue was $4.2 billion, up 12% from a year earlier.", "12%", "rise"],
    ["Costs fell by about 5%.", "5%", "fall"],
    ["现在灌区的灌溉面积多了大约1.5万亩。", "1.5万亩", "rise"],
    ["The margin declined to 18% from 21%.", "18%", "fall"],
    ["Sales saw a 5% drop in May.", "5%", "fall"],
    ["Patients had 30% fewer migraine days.", "30%", "fall"],
    ["It costs $5 more than before.", "$5", "rise"],
    // A count per unit of time read past its comparative.
    ["The centre can handle 1,100 more pallet deliveries a day than before.", "1,100 more pallet deliveries a day", "rise"],
    ["Prices dropped by more than 10%.", "10%", "fall"],
    ["Operating profit improved by £3.7 million.", "£3.7 million", "rise"],
    ["Tarrow out-produced Kelso Ridge by 16,000 tonnes.", "16,000 tonnes", "rise"],
    ["The team trailed its rival by 4 points.", "4", "fall"],
    // A move of what the verb's object names.
    ["Eco mode cuts the power draw by 140 W.", "140 W", "fall"],
    ["The council raised the cap by £500.", "£500", "rise"],
    ["You save £25 if you buy early.", "£25", "fall"],
    // A relative clause after the figure, its verb a subject away.
    ["That is the £72 million by which the Kelderby tunnel's budget has grown.", "£72 million", "rise"],
    ["It is half the 3% by which prices fell.", "3%", "fall"],
    ["营收同比增长 12%。", "12%", "rise"],
    ["利润下降了 5%。", "5%", "fall"],
    ["用户数增至 300 万。", "300 万", "rise"],
    ["偏头痛天数比安慰剂组少30%。", "30%", "fall"],
    // A bound's words after "by" or "to", and the verb back past them.
    ["Below 5°C the range may fall by up to 30%.", "30%", "fall"],
    ["The range could drop to as little as about 21 miles.", "21 miles", "fall"],
    ["价格比去年高 5%。", "5%", "rise"],
    // What the amount is per may stand between the change and it.
    ["扣除标准提高到每孩每月2000元。", "2000元", "rise"],
    ["赡养老人扣除标准已上调至每月3000元。", "3000元", "rise"],
    ["标准由每孩每月1000元提高到2000元。", "1000元", "rise"],
    ["The trip will be five minutes quicker.", "five minutes", "fall"],
    ["Net debt stood at £96 million, down from £118 million.", "£118 million", "fall"],
    ["收费标准上浮50%。", "50%", "rise"],
    ["起付线降为500元。", "500元", "fall"],
    ["全瓷冠每颗比烤瓷冠贵1600元。", "1600元", "rise"],
    ["金牌月嫂每个周期比三星月嫂贵了整整1万元。", "1万元", "rise"],
    ["Pro版机身也重了8克。", "8克", "rise"],
    ["标准版比上代轻11克。", "11克", "fall"],
    ["Pro版的电池比标准版大1700毫安时。", "1700毫安时", "rise"],
    ["新款比旧款小5毫米。", "5毫米", "fall"],
    ["机身也厚了0.4毫米。", "0.4毫米", "rise"],
    ["标准版比Pro版薄0.4毫米。", "0.4毫米", "fall"],
    ["冠军奖金比亚军奖金多出180万元。", "180万元", "rise"],
    ["每亩增产1420千克。", "1420千克", "rise"],
    ["受干旱影响，全县减产约3万吨。", "3万吨", "fall"],
    // A saving whose verb takes who saves before the amount; a comparative past what the unit is per.
    ["Paying early saves the driver £30.", "£30", "fall"],
    ["It yielded 0.5 t/ha less than the ploughed plot.", "0.5 t", "fall"],
    // 快 and 慢 after 比 compare times: faster is less time.
    ["比世锦赛参赛标准快了0.06秒。", "0.06秒", "fall"],
    // The noun of a move before "from", past what moved and a comma.
    ["The rise in pine marten records, from 14 sites to 22, followed a survey.", "14", "rise"],
    // A saving after 比 is how much less: the trip is 25 minutes shorter than by bus.
    ["全程约需52分钟，比乘坐公交节省约25分钟。", "25分钟", "fall"],
    // What the amount is per may stand between it and the comparison.
    ["A Dedicated Desk costs £100 a month more than a Hot Desk.", "£100", "rise"],
    // 缩小 and 扩大 move an area; a year may stand between the move and its result.
    ["冰川总面积缩小了84.7平方千米。", "84.7平方千米", "fall"],
    ["面积由1990年的286.4平方千米减少到2023年的201.7平方千米。", "201.7平方千米", "fall"],
    ["面积由1990年的286.4平方千米减少到2023年的201.7平方千米。", "286.4平方千米", "fall"],
    // A change read after a length of time in two units is the whole length's.
    ["A full charge takes 1 hour 45 minutes less.", "1 hour 45 minutes", "fall"],
    // The period an amount is per may stand between it and its comparative.
    ["Northern Heights came in £2,500 a year cheaper, but lost.", "£2,500", "fall"],
    // Degrees warmer or colder than something are a move of the temperature.
    ["Living rooms were about 1.3°C warmer than in the other homes.", "1.3°C", "rise"],
    ["Nights were 2 °C colder than average.", "2 °C", "fall"],
  ])("%s", (text, at, direction) => {
    expect(read(text)).toContainEqual({ at, direction });
  });

  it.each([
    "The phone charges at up to 65 W.",
    // "Add up to" gives a total; "raised up to" a limit on when.
    "The top three prizes add up to £700.",
    "Complaints can be raised up to 30 days after delivery.",
    "Women make up 12% of the staff.",
    // "Up to" after a price opens the bound of the next figure.
    "A trip costs £30 up to 10 miles, plus £2 for every additional mile.",
    // "Up" is a particle of these verbs: no rise.
    "If you turn up more than 10 minutes after your booked time, the lane is released.",
    "The object broke up about 14 km above the ground.",
    "Top up £1,000 and get £150 extra.",
    "Revenue growth was 12%.",
    "More than 870 people were infected.",
    "增值税税率为 13%。",
    "至多 5 人参加。",
    "最少 30% 的患者有效。",
    "不低于 95%。",
    "参赛者大多为30岁。",
    "身高1.2米以下儿童免门票。",
    "株高119.6厘米。",
    "Brenn posted a .931 save percentage and seven shutouts.",
    // "Save" before a preposition keeps something, and saves no one an amount.
    "Clips are saved in 1-, 3- or 5-minute segments.",
    // "More than" a figure after it bounds that figure: it compares nothing with the one before.
    "He has been jailed for 28 months after taking more than £86,000 from the club.",
    // Money raised, if with a hedge, is collected.
    "Villagers raised about £53,500 of the £186,000 cost.",
    // 每升 is per litre.
    "海水中铀浓度仅约每升3.3微克。",
    // The side of a score a player is on, not a move of its second figure.
    "Wrobel was 11-9 down at the end of the second period.",
    // A time set off ahead of an event: the "cut" before it is the haircut.
    "Cancelling a senior-barber cut 10 hours beforehand costs half the price.",
  ])("%s states none", (text) => {
    expect(read(text).every((q) => q.direction === undefined)).toBe(true);
  });

  it("reads where a move ended past a phrase of its start: \"from £612 million at contract award in 2022 to £684 million\"", () => {
    const figures = extractQuantities("The project budget has risen from £612 million at contract award in 2022 to £684 million.");
    expect(figures.map((q) => [q.raw, q.change?.figure])).toEqual([
      ["£612 million", "start"],
      ["£684 million", "result"],
    ]);
  });
});
