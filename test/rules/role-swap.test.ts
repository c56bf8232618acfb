import { ruleTester } from "./harness.js";

ruleTester("role-swap", {
  valid: [
    { answer: "The Falcons beat the Rovers 3-1 [d1].", chunks: { d1: "The Falcons beat the Rovers 3-1 on Saturday." } },
    // The passive names the doer after the verb.
    { answer: "Microsoft acquired GitHub in 2018 [d1].", chunks: { d1: "GitHub was acquired by Microsoft in 2018." } },
    { answer: "GitHub was acquired by Microsoft [d1].", chunks: { d1: "Microsoft acquired GitHub in 2018." } },
    // Relations that read the same either way round.
    { answer: "The Rovers drew with the Falcons [d1].", chunks: { d1: "The Falcons drew with the Rovers." } },
    { answer: "Spain borders France [d1].", chunks: { d1: "France borders Spain to the north." } },
    { answer: "The Rovers met the Falcons in the final [d1].", chunks: { d1: "The Falcons met the Rovers in the final." } },
    // A copula puts either party first.
    { answer: "Paris is the capital of France [d1].", chunks: { d1: "France's capital is Paris." } },
    { answer: "湖人队与火箭队战平[d1]。", chunks: { d1: "火箭队与湖人队战平。" } },
    { answer: "中兴通讯被华为公司收购[d1]。", chunks: { d1: "华为公司收购了中兴通讯。" } },
    // Other words between the parties: another relation, for the other rules to read.
    { answer: "The Rovers lost to the Falcons [d1].", chunks: { d1: "The Falcons beat the Rovers." } },
    // A win only hoped for is none.
    { answer: "Callum Reddish won, beating Owen Threlkeld [c1].", chunks: ["Owen Threlkeld won the heat, hoping to beat Callum Reddish in the final."] },
    // A short name is not read as the start of a longer one.
    { answer: "Leeds beat Hull [c1].", chunks: ["Hull beat Leedsford, then Leeds beat Hull City."] },
  ],
  invalid: [
    { answer: "半决赛中，李明以15比13淘汰了韩宇辰[c1]。", chunks: ["半决赛中，韩宇辰以15比13淘汰了李明。"], errors: [{ code: "X1", at: "李明以15比13淘汰了韩宇辰" }] },
    // A side named with what its club adds ("Fenbridge Ladies"), a role word before the beaten side, an aside between the claim's first party and its verb.
    {
      answer: "Caldermoor, who were chasing a third successive title, beat Fenbridge 3–2 on penalties [c1].",
      chunks: ["Fenbridge Ladies won the Cup for the third time, beating holders Caldermoor 3–2 in a penalty shoot-out."],
      errors: [{ code: "X1", at: "Caldermoor, who were chasing a third successive title, beat Fenbridge" }],
    },
    // A win told by how far ahead the winner finished.
    {
      answer: "Priya Sandhu won the women's race, finishing 1 minute 3 seconds ahead of Hannah Lowther [c1].",
      chunks: ["The women's race was won by Hannah Lowther in 1:04:09, 1 minute 3 seconds ahead of Priya Sandhu."],
      errors: [{ code: "X1", at: "Priya Sandhu won the women's race, finishing 1 minute 3 seconds ahead of Hannah Lowther" }],
    },
    // A win told as what the winner's move came to: "… to beat last year's winner, Callum Reddish".
    {
      answer: "Callum Reddish won the men's race, beating Owen Threlkeld by 41 seconds [c1].",
      chunks: ["In the men's race, Owen Threlkeld won in 1:12:48, pulling away on the descent to beat last year's winner, Callum Reddish, by 41 seconds."],
      errors: [{ code: "X1", at: "Callum Reddish won the men's race, beating Owen Threlkeld" }],
    },
    {
      answer: "The Rovers beat the Falcons 3-1 on Saturday [d1].",
      chunks: { d1: "The Falcons beat the Rovers 3-1 on Saturday." },
      errors: [{ code: "X1", at: "Rovers beat the Falcons" }],
    },
    { answer: "GitHub acquired Microsoft [d1].", chunks: { d1: "Microsoft acquired GitHub in 2018." }, errors: [{ code: "S1", at: "GitHub acquired Microsoft" }] },
    { answer: "GitHub acquired Microsoft [d1].", chunks: { d1: "GitHub was acquired by Microsoft in 2018." }, errors: [{ code: "S1", at: "GitHub acquired Microsoft" }] },
    { answer: "周六，火箭队以 102 比 99 击败湖人队[d1]。", chunks: { d1: "周六，湖人队以 102 比 99 击败火箭队。" }, errors: [{ code: "X1", at: "火箭队以 102 比 99 击败湖人队" }] },
    { answer: "学生喜欢老师[d1]。", chunks: { d1: "老师喜欢学生。" }, errors: [{ code: "S1", at: "学生喜欢老师" }] },
    // Two verbs of winning are one relation, which holds one way only: a win the other way round is a contradiction.
    { answer: "The Rovers beat the Falcons 2-1 [c1].", chunks: ["The Falcons defeated the Rovers 2-1."], errors: [{ code: "X1", at: "Rovers beat the Falcons" }] },
    // A win told in a clause after the winner's.
    {
      answer: "Kelsall won the Open Eights final, beating Tideway Rowing Club [c1].",
      chunks: ["In the Open Eights final, Tideway Rowing Club beat Kelsall by three-quarters of a length."],
      errors: [{ code: "X1", at: "Kelsall won the Open Eights final, beating Tideway Rowing Club" }],
    },
    // A second predicate of the first party, after "and"; a title before a name; a month is no party.
    {
      answer: "Daniel Hocking was succeeded by Ben Pascoe [c1].",
      chunks: ["Coxswain Ben Pascoe retired in October after 27 years' service and was succeeded by Daniel Hocking."],
      errors: [{ code: "S1", at: "Daniel Hocking was succeeded by Ben Pascoe" }],
    },
    { answer: "女团决赛中广东队3比2力克浙江队[c1]。", chunks: ["女子团体决赛中，浙江队以3比2险胜广东队获得冠军。"], errors: [{ code: "X1", at: "广东队3比2力克浙江队" }] },
  ],
});
