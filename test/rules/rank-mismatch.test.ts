import { ruleTester } from "./harness.js";

ruleTester("rank-mismatch", {
  valid: [
    // Things said in the order the sentence lists them, some left out.
    { answer: "Vehicle places go first to the emergency services, then to islanders with a valid Hellin residents' card, and then to registered hauliers [c1].", chunks: ["Vehicle space will be allocated in the following order: emergency services, island residents holding a valid Hellin residents' card, registered hauliers carrying food or fuel, and then all other travellers."] },
    { answer: "Places go first to islanders with a residents' card, then to hauliers, and then to everyone else [c1].", chunks: ["Vehicle space will be allocated in the following order: emergency services, island residents holding a valid Hellin residents' card, registered hauliers carrying food or fuel, and then all other travellers."] },
    // …and 规模排第一 is 最大.
    { answer: "海澜号在船队中规模排第一[c1]。", chunks: ["公司现有邮轮4艘，其中新船“海澜号”总吨位13.5万吨，是船队中规模最大的一艘；其余3艘均为二手船。"] },
    // The sentence's own floor.
    { answer: "地点在社区邻里中心二楼东侧[c1]。", chunks: ["服务点位于社区邻里中心二楼东侧，面积约85平方米。"] },
    // 两楼 is two buildings, 3号楼 a building's number: no floors.
    { answer: "两楼之间有连廊，3号楼在东侧[c1]。", chunks: ["服务点位于社区邻里中心二楼东侧。"] },
    // The sentence's own.
    { answer: "选手须在出发后14小时内通过位于62公里处的第6补给站[c1]。", chunks: ["沿途设11个补给站，其中位于62公里处的第6补给站为强制关门点，选手须在出发后14小时内通过。"] },
    // …and the placing the source gives the person (夺冠 is the first place), whatever title stands before the name.
    { answer: "戴明川夺得冠军，卫冕冠军骆子谦获得亚军[c1]。", chunks: ["男子个人赛中，江苏选手戴明川以1小时49分52秒夺冠；卫冕冠军、广东选手骆子谦以1小时50分15秒获得亚军，四川选手韦拓获得季军。"] },
    { answer: "Columbus is the second-largest city in the Midwest [c1].", chunks: ["Columbus is the second-largest city in the Midwest, after Chicago."] },
    { answer: "Toyota is Japan's biggest carmaker [c1].", chunks: ["Toyota is the largest carmaker in Japan."] },
    // Another order of another thing in the same source is no rival.
    { answer: "Toyota is the largest carmaker in Japan [c1].", chunks: ["Toyota is the largest carmaker in Japan. Columbus is the second-largest city in the Midwest."] },
    // "One of the largest" and 之一 give no single place.
    { answer: "It is one of the largest ports in Asia [c1].", chunks: ["It is the third-largest port in Asia."] },
    { answer: "上海是中国最大的城市之一[c1]。", chunks: ["上海是中国第二大城市。"] },
    // A superlative the source does not use is left to the judge.
    { answer: "It is the oldest bridge in the city [c1].", chunks: ["It is the second-largest bridge in the city."] },
    { answer: "该公司是国内第二大电池制造商[c1]。", chunks: ["该公司是国内第二大电池制造商。"] },
    // Who came first among different things is no rival: the first woman is not the first team.
    { answer: "She was the first woman to win the medal [c1].", chunks: ["She was the first woman to win the medal, and her team was the second to do so."] },
    // Places in a series the source gives for each of its things: the claim's is among them.
    { answer: "In second gear the drill reaches 1,900 rpm [c1].", chunks: ["No-load speed is 0–500 rpm in first gear and 0–1,900 rpm in second gear."] },
    // A place the source gives with its noun left out ("dropped to third") is the claim's "third place".
    { answer: "The blue tit slipped to third place [c1].", chunks: ["The starling rose to second place (3.1 per garden), overtaking the blue tit (2.8), which dropped to third."] },
    { answer: "她是景德镇第三位获此称号的女性[c1]。", chunks: ["2006年被授予“中国工艺美术大师”称号，是景德镇第三位获此称号的女性。"] },
    // A place another sentence of the source gives, saying as much of the claim as the aligned one that gives another.
    { answer: "第10轮定在6月21日[c1]。", chunks: ["第9轮于6月14日（星期六）下午在杭州进行，浙江队击败北京队。第10轮将于6月21日进行，浙江队将在客场挑战广东队。"] },
  ],
  invalid: [
    { answer: "Vehicle places go first to the emergency services, then to registered hauliers carrying food or fuel, and then to islanders with a valid Hellin residents' card [c1].", chunks: ["Vehicle space will be allocated in the following order: emergency services, island residents holding a valid Hellin residents' card, registered hauliers carrying food or fuel, and then all other travellers."], errors: [{ code: "X1", at: "to islanders with a valid Hellin residents' card" }] },
    // 规模排第二 is 第二大, against 规模最大.
    { answer: "海澜号在船队中规模排第二[c1]。", chunks: ["公司现有邮轮4艘，其中新船“海澜号”总吨位13.5万吨，是船队中规模最大的一艘；其余3艘均为二手船。"], errors: [{ code: "X1", at: "第二", expected: "最大" }] },
    // 一楼 and 二楼 are floors.
    { answer: "地点在社区邻里中心一楼东侧[c1]。", chunks: ["服务点位于社区邻里中心二楼东侧，面积约85平方米。"], errors: [{ code: "X1", at: "一楼", expected: "二楼" }] },
    // An ordinal of a word a measure character ends (补给站).
    { answer: "选手须在出发后14小时内通过位于62公里处的第5补给站[c1]。", chunks: ["沿途设11个补给站，其中位于62公里处的第6补给站为强制关门点，选手须在出发后14小时内通过。"], errors: [{ code: "X1", at: "第5补给站", expected: "第6补给站" }] },
    // A person's placing the source gives to another, giving the person their own.
    { answer: "上届冠军骆子谦最终获得季军[c1]。", chunks: ["男子个人赛中，江苏选手戴明川以1小时49分52秒夺冠；卫冕冠军、广东选手骆子谦以1小时50分15秒获得亚军，四川选手韦拓获得季军。"], errors: [{ code: "X1", at: "季军", expected: "亚军" }] },
    { answer: "韦拓获得第二名[c1]。", chunks: ["男子个人赛中，江苏选手戴明川以1小时49分52秒夺冠；卫冕冠军、广东选手骆子谦以1小时50分15秒获得亚军，四川选手韦拓获得季军。"], errors: [{ code: "X1", at: "第二名", expected: "季军" }] },
    // …not one said of something else elsewhere.
    {
      answer: "The signal-controlled crossing at the Mill Lane junction must be in place before the first home is occupied [c1].",
      chunks: ["The developer will pay £410,000 for improvements to the Mill Lane junction, where a signal-controlled crossing must be installed before the 50th home is occupied. Work is expected to start in the autumn, with the first homes ready in 2028."],
      errors: [{ code: "X1", at: "first home", expected: "50th home" }],
    },
    { answer: "唐一舟在决赛第四跳出现失误[c1]。", chunks: ["北京选手唐一舟在决赛第五跳出现失误，最终仅列第五。"], errors: [{ code: "X1", at: "第四跳", expected: "第五跳" }] },
    { answer: "冠军许墨川本届唯一的败局出现在第5轮[c1]。", chunks: ["许墨川以8胜1负的成绩夺得冠军，他唯一的一场失利是在第4轮负于业余棋手邓启航。"], errors: [{ code: "X1", at: "第5轮", expected: "第4轮" }] },
    { answer: "Columbus is the largest city in the Midwest [c1].", chunks: ["Columbus is the second-largest city in the Midwest, after Chicago."], errors: [{ code: "X1", at: "largest" }] },
    { answer: "Columbus is the third-largest city in the Midwest [c1].", chunks: ["Columbus is the second-largest city in the Midwest."], errors: [{ code: "X1", at: "third-largest" }] },
    { answer: "Toyota is the second-largest carmaker in Japan [c1].", chunks: ["Toyota is the largest carmaker in Japan."], errors: [{ code: "X1", at: "second-largest" }] },
    { answer: "It is the 3rd most populous state [c1].", chunks: ["It is the second most populous state."], errors: [{ code: "X1", at: "3rd most populous" }] },
    { answer: "该公司是国内最大的电池制造商[c1]。", chunks: ["该公司是国内第二大电池制造商。"], errors: [{ code: "X1", at: "最大" }] },
    { answer: "该公司是国内第三大电池制造商[c1]。", chunks: ["该公司是国内第二大电池制造商。"], errors: [{ code: "X1", at: "第三大" }] },
    { answer: "Marsh was the second woman to receive the Ashworth Medal [c1].", chunks: ["In 2012 she received the Ashworth Medal, becoming the first woman to win it."], errors: [{ code: "X1", at: "second woman to" }] },
    { answer: "The curator's talk takes place on the second Thursday of every month [c1].", chunks: ["A 45-minute curator's talk takes place on the first Thursday of each month at 13:00."], errors: [{ code: "X1", at: "second Thursday" }] },
    // 第N位, 第N家: a place in the order of what the measure word counts.
    { answer: "她是景德镇第一位获此称号的女性[c1]。", chunks: ["2006年被授予“中国工艺美术大师”称号，是景德镇第三位获此称号的女性。"], errors: [{ code: "X1", at: "第一位", expected: "第三位" }] },
  ],
});
