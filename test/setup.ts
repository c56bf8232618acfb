import { useLexiconFile } from "../src/node/lexicon-file.js";

useLexiconFile();
