import { ruleTester } from "./harness.js";

const TIMES = "允许燃放时段：2月16日（除夕）18:00至次日2:00，2月17日（正月初一）8:00至20:00，以及3月3日（正月十五）18:00至22:00。";

ruleTester("time-span", {
  valid: [
    // A length said of how often something runs in the span is no length of it.
    { answer: "工作日早晚高峰（7:00—9:00、17:00—19:00）行车间隔8分钟[c1]。", chunks: ["工作日早晚高峰（7:00—9:00、17:00—19:00）行车间隔8分钟。"] },
    { answer: "每逢周末8:00至17:00开行免费接驳车，每30分钟一班[c1]。", chunks: ["活动期间每逢周末8:00至17:00从县城客运中心开行免费接驳车，每30分钟一班。"] },
    // The length worked out right, and lengths no span's of one day.
    { answer: "停水从上午9点持续到下午5点，共计约8个小时[c1]。", chunks: ["定于2026年5月14日9:00至17:00对水箱进行清洗消毒。"] },
    { answer: "The café is open from 9:00 to 17:00, seven days a week [c1].", chunks: ["The café is open from 9:00 to 17:00, seven days a week."] },
    // A break taken out of the span.
    { answer: "Staff work from 9:00 to 17:30, seven and a half hours with lunch taken out [c1].", chunks: ["Staff work from 9:00 to 17:30 with a one-hour lunch break."] },
    { answer: "除夕当晚从18点起到正月初一凌晨2点可以燃放[c1]。", chunks: [TIMES] },
    { answer: "正月十五晚上6点到10点可以燃放[c1]。", chunks: [TIMES] },
    { answer: "The café is open from 9 am to 5 pm [c1].", chunks: ["The café is open from 9 am to 5 pm on weekdays and from 10 am to 4 pm at weekends."] },
  ],
  invalid: [
    // The length of a span the claim gives right, worked out wrong.
    { answer: "停水从上午9点持续到下午5点，共计约7个小时[c1]。", chunks: ["定于2026年5月14日9:00至17:00对水箱进行清洗消毒。"], errors: [{ code: "X1", at: "7个小时" }] },
    { answer: "The works run from 9:00 to 17:00, about seven hours [c1].", chunks: ["Works will run from 9:00 to 17:00 on 14 May."], errors: [{ code: "X1", at: "seven hours" }] },
    { answer: "正月初一白天允许燃放的时段是上午8点到晚上10点[c1]。", chunks: [TIMES], errors: [{ code: "X1", at: "晚上10点", expected: "20:00" }] },
    { answer: "At weekends the café is open from 10 am to 5 pm [c1].", chunks: ["At weekends the café is open from 10 am to 4 pm."], errors: [{ code: "X1", at: "5 pm", expected: "4 pm" }] },
  ],
});
