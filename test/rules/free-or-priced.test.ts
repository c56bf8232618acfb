import { ruleTester } from "./harness.js";

ruleTester("free-or-priced", {
  valid: [
    { answer: "A medical freeze of up to six months is free, as long as you bring a doctor's note [c1].", chunks: ["Members may freeze their membership for up to two months per calendar year at £5 per month, provided the request reaches us at least 7 days before the next payment date; medical freezes of up to six months are free with a doctor's note."] },
    { answer: "The seventh consecutive night is free [c1].", chunks: ["Stays cost £45 per night, and the seventh consecutive night is free."] },
    { answer: "小型犬洗澡免费[c1]。", chunks: ["小型犬洗澡免费，而大型犬每次收费50元。"] },
    { answer: "With a Signature frame, single-vision lenses are included free [c1].", chunks: ["Single-vision lenses are included free with Essentials and Signature frames but cost £40 with Atelier frames."] },
    // …not of a case the claim sets with words the sentence never says.
    { answer: "Cars displaying a blue badge travel free [c1].", chunks: ["A car and driver single rises from £4.20 to £4.80, while foot passengers and cyclists continue to travel free."] },
    { answer: "邮寄纸质证书的邮费由申请人承担[c1]。", chunks: ["需要纸质证书的，可申请邮寄，邮费由申请人承担。"] },
    { answer: "Residents who miss their collection can take their tree to the Village Hall car park free of charge [c1].", chunks: ["Residents who miss their collection can take their tree free of charge to the drop-off point in the Village Hall car park."] },
    // Free for a part only, with a price besides ("两个月免费，即按10个月收费").
    { answer: "选择年付的用户一年需支付1290元[c1]。", chunks: ["选择年付的用户可享受两个月免费，即按10个月收费。"] },
    // "Free to" is no price.
    { answer: "Scholars are free to hold the Dunmarrow Access Bursary of £1,000 as well [c1].", chunks: ["Scholars may hold the Dunmarrow Access Bursary of £1,000 as well."] },
    { answer: "Entry is free, but anglers pay £4 a day [c1].", chunks: ["Entry is free, but anglers pay £4 a day."] },
  ],
  invalid: [
    // A condition after the free's clause says what else must hold, not whose case it is.
    { answer: "You can freeze your membership for up to two months a year at no charge, as long as your request arrives at least 7 days before your next payment date [c1].", chunks: ["Members may freeze their membership for up to two months per calendar year at £5 per month, provided the request reaches us at least 7 days before the next payment date; medical freezes of up to six months are free with a doctor's note."], errors: [{ code: "X1", at: "at no charge" }] },
    // Free, where the sentence says free of other things and prices the one the claim names.
    { answer: "If you choose an Atelier frame, single-vision lenses are still included at no extra cost, while varifocals start at £135 [c1].", chunks: ["Single-vision lenses are included free with Essentials and Signature frames but cost £40 with Atelier frames."], errors: [{ code: "X1", at: "at no extra cost", expected: "£40" }] },
    { answer: "大型犬洗澡也免费[c1]。", chunks: ["小型犬洗澡免费，而大型犬每次收费50元。"], errors: [{ code: "X1", at: "免费", expected: "50元" }] },
    { answer: "Replacement certificates are posted free of charge [c1].", chunks: ["Replacement certificates can be posted at the applicant's expense."], errors: [{ code: "X1", at: "free of charge", expected: "at the applicant's expense" }] },
    // Free, where the sentence charges the cost to someone.
    { answer: "如果还需要纸质证书，版权局可以免费邮寄给申请人[c1]。", chunks: ["登记证书可在平台下载电子版，电子证书与纸质证书具有同等效力；需要纸质证书的，可申请邮寄，邮费由申请人承担。"], errors: [{ code: "X1", at: "免费", expected: "邮费由申请人承担" }] },
    {
      answer: "Residents who miss their collection can take their tree to the Village Hall car park for a charge of £6 [c1].",
      chunks: ["Residents who miss their collection can take their tree free of charge to the drop-off point in the Village Hall car park."],
      errors: [{ code: "X1", at: "£6", expected: "free" }],
    },
    // Free, where the sentence denies it and gives a price.
    { answer: "65周岁及以上妇女参加筛查同样免费[c1]。", chunks: ["65周岁及以上妇女可自愿参加筛查，但不属于免费对象，需自费180元。"], errors: [{ code: "X1", at: "免费", expected: "180元" }] },
  ],
});
