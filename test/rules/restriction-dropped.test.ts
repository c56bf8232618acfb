import { ruleTester } from "./harness.js";

ruleTester("restriction-dropped", {
  valid: [
    // The source says "any" itself.
    { answer: "Adults can spread their twelve images across any categories [c1].", chunks: ["Adults pay £30 for up to twelve images across any categories."] },
    // "Only adults" limits nothing the claim leaves in.
    { answer: "Any adult resident may apply [c1].", chunks: ["Only adults may apply, and applicants must be residents."] },
    // The claim speaks of the exception itself.
    { answer: "On the first Sunday of every month, general swim finishes at 1 pm [c1].", chunks: ["General swim runs until 4 pm, except on the first Sunday of each month, when it finishes at 1 pm."] },
    // "Every half hour" is how often, not a claim about all of something.
    { answer: "Trains will run every half hour [c1].", chunks: ["Trains will run only every half hour between Ashford and Kingsbridge."] },
  ],
  invalid: [
    {
      answer: "Composite images are allowed in any category as long as you declare them [c1].",
      chunks: ["Basic adjustments are allowed, but composites are accepted only in the Black and White category and must be declared."],
      errors: [{ code: "X1", at: "any" }],
    },
    { answer: "Unrated players are welcome in any of the three sections [c1].", chunks: ["Unrated players may enter the Open or the Major but not the Minor."], errors: [{ code: "X1", at: "any", expected: "but not the Minor" }] },
    { answer: "所有车主的首次保养都免工时费[c1]。", chunks: ["首次保养免工时费及材料费，但仅限在本店购车的车主。"], errors: [{ code: "X1", at: "所有" }] },
  ],
});
