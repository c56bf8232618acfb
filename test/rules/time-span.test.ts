import { ruleTester } from "./harness.js";

const TIMES = "允许燃放时段：2月16日（除夕）18:00至次日2:00，2月17日（正月初一）8:00至20:00，以及3月3日（正月十五）18:00至22:00。";

ruleTester("time-span", {
  valid: [
    { answer: "除夕当晚从18点起到正月初一凌晨2点可以燃放[c1]。", chunks: [TIMES] },
    { answer: "正月十五晚上6点到10点可以燃放[c1]。", chunks: [TIMES] },
    { answer: "The café is open from 9 am to 5 pm [c1].", chunks: ["The café is open from 9 am to 5 pm on weekdays and from 10 am to 4 pm at weekends."] },
  ],
  invalid: [
    { answer: "正月初一白天允许燃放的时段是上午8点到晚上10点[c1]。", chunks: [TIMES], errors: [{ code: "X1", at: "晚上10点", expected: "20:00" }] },
    { answer: "At weekends the café is open from 10 am to 5 pm [c1].", chunks: ["At weekends the café is open from 10 am to 4 pm."], errors: [{ code: "X1", at: "5 pm", expected: "4 pm" }] },
  ],
});
