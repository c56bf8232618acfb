// Function words that carry no claim content, so that matching a claim against
// a source compares what is said rather than how it is phrased.
//
// Deliberately NOT stop words: comparatives and quantifiers (more, less, most,
// all, only, few, many), temporal and spatial relations (before, after, above,
// below, since, until) and causal links (because, therefore, 因为, 导致): the
// relation and contradiction checks need them as content.
//
// Negation words ARE stop words: polarity is compared separately through
// negation cues, and "does not" vs "doesn't" should not change an overlap score.

export const EN_STOPWORDS: ReadonlySet<string> = new Set(
  `a an the
  i me my mine myself we us our ours ourselves you your yours yourself yourselves
  he him his himself she her hers herself it its itself they them their theirs themselves
  this that these those such
  who whom whose which what whatever whichever whoever
  am is are was were be been being
  have has had having do does did doing done
  will would shall should can could may might must ought
  of in on at to for with by from as into onto upon about against between through throughout
  via per within without among amongst across along around toward towards
  and or but nor so yet either neither both whether
  if then else than also too very just quite rather really
  there here where when why how
  not no never none cannot
  each every any some other another own same
  again ever still even already
  it's that's there's here's what's who's let's
  i'm i've i'd i'll you're you've you'd you'll he's he'd he'll she's she'd she'll
  we're we've we'd we'll they're they've they'd they'll
  isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't
  won't wouldn't shan't shouldn't can't couldn't mightn't mustn't needn't ain't
  etc`.split(/\s+/),
);

export const ZH_STOPWORDS: ReadonlySet<string> = new Set(
  `的 地 得 之 了 着 过 是 为 在 于 和 与 及 以及 或 或者 并 并且 且 而 而且 也 都 就 又 还 即 则
  把 被 让 给 对 对于 向 从 由 以 其 该 此 这 那 这个 那个 这些 那些 这样 那样 这种 那种 这里 那里
  个 种 些 某 某些 各 各个 每 每个 一个 一种 一些
  我 你 您 他 她 它 我们 你们 他们 她们 它们 咱们 自己 大家
  什么 哪 哪些 哪个 谁 怎么 怎样 如何
  吗 呢 吧 啊 呀 嘛 哦 哈 么 啦
  等 等等 之一 所 来说 而言
  如果 要是 假如 倘若 这次 那次
  不 没 没有 未 无 非 否 别 勿 不是 并非 尚未`.split(/\s+/),
);

/**
 * Verbs so general that a paraphrase swaps them freely ("is made on" for "is manufactured on",
 * "began" for "entered"), and hedges whose strength the number rule judges ("roughly 18,500"):
 * they count for little when measuring how much of a claim a source holds.
 */
export const LIGHT_WORDS: ReadonlySet<string> = new Set(
  `make made makes making do does did done doing get gets got gotten getting take takes took taken
  give gives gave given go goes went gone come comes came become becomes became begin begins began begun
  start starts started use uses used using have has had include includes included provide provides provided
  offer offers offered feature features featured show shows showed shown put puts set sets keep keeps kept
  seem seems seemed also currently roughly approximately nearly almost around some about`.split(/\s+/),
);

/**
 * Chinese words that say little of what a claim states and that a paraphrase adds or drops at will:
 * modal verbs (需要, 可以), approximations (大约, 左右), totals (一共), and light verbs of doing and
 * paying (进行, 使用, 支付). Counted as light as LIGHT_WORDS.
 */
export const ZH_LIGHT_WORDS: ReadonlySet<string> = new Set(
  `需要 需 要 可以 可 能 能够 会 应 应该 应当 大约 约 大概 左右 一共 共 总共 合计 全部 整个 一直 再 才 才能 到
  用 使用 进行 获得 得到 支付 付 交 缴纳 需付`.split(/\s+/),
);

/**
 * Words about the source or the act of saying, not about what is said: a summary of a talk or a
 * chat reads "the speaker discusses …", "Ann tells Tom …", and its source never says so. Counted
 * as light as LIGHT_WORDS.
 */
export const REPORTING_WORDS: ReadonlySet<string> = new Set(
  `document text article passage transcript podcast episode speaker speakers host hosts author narrator
  conversation dialogue discussion discuss discusses discussed discussing talk talks talked talking
  mention mentions mentioned mentioning describe describes described describing explain explains explained
  explaining say says said tell tells told ask asks asked asking share shares shared sharing`.split(/\s+/),
);
