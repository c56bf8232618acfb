import { ruleTester } from "./harness.js";

const APPEAL = "A public appeal launched by the mayor, Alderman Josiah Trelawny, raised £1,240, of which £500 came from the shipowner Edwin Carne.";
const TRIES = "The comeback began when winger Jamal Reid scored in the 48th minute; flanker Tom Brierley added a second try in the 57th minute.";

ruleTester("agent-swap", {
  valid: [
    // A terse answer is the doer of the act its question asks about: the one the source names.
    { answer: "Robert Zemeckis [c1]", question: "Beowulf, a 2007 fantasy film, was directed by who?", chunks: ["Beowulf is a 2007 fantasy film directed by Robert Zemeckis and written by Neil Gaiman and Roger Avary."] },
    // An answer that says more than a name is read as it stands.
    { answer: "Neil Gaiman wrote it, with Roger Avary, for a film that Robert Zemeckis made in 2007 [c1].", question: "Beowulf, a 2007 fantasy film, was directed by who?", chunks: ["Beowulf is a 2007 fantasy film directed by Robert Zemeckis and written by Neil Gaiman and Roger Avary."] },
    // A month is no doer: "storm Dervla on 19–20 November washed out" gives the act to Dervla.
    { answer: "Mortality reached 21% after storm Dervla washed out the lower beaches [c1].", chunks: ["Mortality reached 21% on Harra, where storm Dervla on 19–20 November washed out the lower beaches."] },
    // Doers a list after "by" gives the act to, each of them.
    { answer: "The work was funded by Devon County Council [c1].", chunks: ["The work was funded by the Coastal Recovery Trust and Devon County Council."] },
    { answer: "The appeal was launched by the mayor, Josiah Trelawny [c1].", chunks: [APPEAL] },
    // One name of the source's doer is enough: "Trelawny" of "Alderman Josiah Trelawny".
    { answer: "Trelawny launched the appeal [c1].", chunks: [APPEAL] },
    // A doer the source gives this act to, among others it gives the verb to.
    { answer: "The west wing was designed by Anna Pike [c1].", chunks: ["The east wing was designed by Tom Hale and the west wing was designed by Anna Pike."] },
    // A verb with its doer first is one act only where both say what it was done to: scoring in the 48th minute is not the second try.
    { answer: "Tom Brierley scored the second try [c1].", chunks: [TRIES] },
    // A doer the source does not name is the name rule's to answer.
    { answer: "The appeal was launched by Mary Lowe [c1].", chunks: [APPEAL] },
  ],
  invalid: [
    // The question's act ("directed by who?") is given to another; "and written by" starts another act, whose doer is no director.
    { answer: "Neil Gaiman [c1]", question: "Beowulf, a 2007 fantasy film, was directed by who?", chunks: ["Beowulf is a 2007 fantasy film directed by Robert Zemeckis and written by Neil Gaiman and Roger Avary."], errors: [{ code: "X1", at: "Neil Gaiman", expected: "Robert Zemeckis" }] },
    // Said to have done it alone, where the source gives it to others besides.
    { answer: "The project was funded solely by Devon County Council [c1].", chunks: ["The work was funded by the Coastal Recovery Trust and Devon County Council."], errors: [{ code: "X1", at: "Devon County Council", expected: "Coastal Recovery Trust and Devon County Council" }] },
    { answer: "Only Devon County Council funded the work [c1].", chunks: ["The work was funded by the Coastal Recovery Trust and Devon County Council."], errors: [{ code: "X1", at: "Devon County Council", expected: "Coastal Recovery Trust and Devon County Council" }] },
    { answer: "The appeal was launched by the mayor, Edwin Carne [c1].", chunks: [APPEAL], errors: [{ code: "X1", at: "Edwin Carne", expected: "Alderman Josiah Trelawny" }] },
    { answer: "Edwin Carne launched the appeal [c1].", chunks: [APPEAL], errors: [{ code: "X1", at: "Edwin Carne", expected: "Alderman Josiah Trelawny" }] },
    {
      answer: "Coxswain Daniel Hocking was succeeded by Ben Pascoe [c1].",
      chunks: ["Coxswain Ben Pascoe retired in October after 27 years' service and was succeeded by Daniel Hocking."],
      errors: [{ code: "X1", at: "Ben Pascoe", expected: "Daniel Hocking" }],
    },
  ],
});
