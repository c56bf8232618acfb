// Chinese antonym pairs, written for this project. Matching is exact on whole words, so both the
// verb forms (增加/减少) and the short adjectives (高/低) are listed. Negated forms (支持/不支持)
// are left to the negation cues.

const PAIRS = `
增加 减少|增加 降低|增加 下降|增多 减少|增长 下降|增长 减少|增长 下滑|增长 萎缩|上升 下降|上涨 下跌|上涨 下降|上调 下调
增加 不变|减少 不变|增加 持平|减少 持平|增加 未变|减少 未变
提高 降低|提升 降低|升高 降低|提高 下降|提升 下降|扩大 缩小|扩张 收缩|加快 放缓|加速 减速|加强 削弱|增强 减弱|增强 削弱
高 低|大 小|多 少|长 短|快 慢|早 晚|前 后|上 下|新 旧|强 弱|好 坏|难 易|贵 便宜|单 双|宽 窄|深 浅|远 近|重 轻
最高 最低|最大 最小|最多 最少|最早 最晚|最快 最慢|最长 最短|最好 最差|最强 最弱|较高 较低|更高 更低|更多 更少|更大 更小
高于 低于|大于 小于|多于 少于|早于 晚于|快于 慢于|强于 弱于|以上 以下|之前 之后|以前 以后|此前 此后|提前 推迟|提前 延后
成功 失败|胜利 失败|获胜 失利|赢 输|盈利 亏损|利润 亏损|收入 支出|收益 损失|顺差 逆差|盈余 赤字|涨 跌|升 降
开始 结束|开始 终止|取消 保持|取消 保留|取消 维持|开启 关闭|打开 关闭|开放 封闭|开放 闭馆|开馆 闭馆|开门 关门|营业 停业|开 关|启动 停止|上线 下线|出现 消失|存在 缺失
允许 禁止|准许 禁止|批准 拒绝|同意 反对|同意 拒绝|支持 反对|赞成 反对|接受 拒绝|采纳 否决|通过 否决|肯定 否定
领先 落后|先进 落后|优于 劣于|优于 逊于|优于 略逊|超过 逊于|超过 略逊|优势 劣势|优点 缺点|正 负|正面 负面|积极 消极|乐观 悲观|有利 不利|有效 无效
买 卖|买入 卖出|购买 出售|进口 出口|流入 流出|输入 输出|主动 被动|内部 外部|国内 国外|国内 海外
真 假|真实 虚假|正确 错误|对 错|合法 非法|安全 危险|上半年 下半年|首次 最后|第一 最后|同比 环比
包括 排除|包含 排除|加入 退出|进入 退出|增持 减持|买进 卖出|升级 降级|升值 贬值|通胀 通缩|牛市 熊市|上限 下限
多数 少数|大多数 少数|全部 部分|相同 不同|相似 不同|简单 复杂|容易 困难|便宜 昂贵|增 减|涨价 降价
成年人 未成年人|成年 未成年|东 西|南 北|东北 西南|西北 东南|左 右|内 外|男 女|男性 女性|男 女性|男性 女|男子 女子|男生 女生|雄 雌|雄性 雌性|雄鸟 雌鸟|入口 出口|原告 被告|甲方 乙方|出租方 承租方|买方 卖方|出借人 借款人
白天 夜间|白天 夜里|日间 夜间|白天 晚上|工作日 节假日|工作日 周末|淡季 旺季|峰时 谷时|高峰 低谷|室内 室外|线上 线下
本地 外地|本省 外省|本地人 外地人|入院 出院|入境 出境|入职 离职|上车 下车|全天 上午|全天 下午|全天 半天|当年 次年|当月 次月|当天 次日|当日 次日|主场 客场|单程 往返|正职 副职|全国 省级|国家级 省级|国家级 市级|国家级 县级|省级 市级|省级 县级|市级 县级
`;

/**
 * Words that stand for one another in an opposition: a source may say 提高 where the claim says
 * 增加, and either is the opposite of 减少 and of 下降. One class a line; a word in no class
 * stands for itself.
 */
const SAME_SENSE = `
增加 增多 增长 上升 上涨 上调 上浮 提高 提升 升高 涨 升 增
减少 降低 下降 下滑 下跌 下调 下浮 萎缩 跌 降 减
之前 以前 此前 前
推迟 延后 延迟 推后 顺延
之后 以后 此后 后
高 高于 较高 更高 多于 大于 超过 超出 以上
好 更好 较好 略好 稍好
坏 差 更差 较差 略差 稍差
低 低于 较低 更低 少于 小于 不到 不足 以下
`;

const SENSE: ReadonlyMap<string, string> = new Map(
  SAME_SENSE.trim()
    .split("\n")
    .flatMap((line) => {
      const words = line.trim().split(" ");
      return words.map((word) => [word, words[0]!] as const);
    }),
);

/** A word of degree jieba keeps on the verb it qualifies: 有所增加 and 略有下降 are 增加 and 下降. */
const DEGREE = /^(?:有所|略有|稍有|大幅|小幅|明显|显著|大大|略微|稍微)(?=[\u3400-\u9fff]{2})/u;

const bare = (word: string): string => word.replace(DEGREE, "");

const senseOf = (word: string): string => {
  const stem = bare(word);
  return SENSE.get(stem) ?? stem;
};

const pairKey = (a: string, b: string): string => {
  const [x, y] = [senseOf(a), senseOf(b)];
  return x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`;
};

export const ZH_ANTONYM_PAIRS: ReadonlyArray<readonly [string, string]> = PAIRS.trim()
  .split(/[|\n]/)
  .map((pair) => {
    const [a, b] = pair.trim().split(" ");
    return [a!, b!] as const;
  });

const KEYS: ReadonlySet<string> = new Set(ZH_ANTONYM_PAIRS.map(([a, b]) => pairKey(a, b)));

/** Whether two Chinese words are listed as words of one sense (推迟 and 延后), a word of degree before either aside. */
export function sameZhSense(a: string, b: string): boolean {
  return a !== b && SENSE.has(bare(a)) && senseOf(a) === senseOf(b);
}

/**
 * Whether two Chinese words (matched exactly, but for a word of degree before either) are listed
 * as antonyms, directly or through words of the same sense, or are one word apart in a single
 * listed character (饭前 and 饭后, 上午 and 下午, 长期 and 短期).
 */
export function areZhAntonyms(a: string, b: string): boolean {
  if (KEYS.has(pairKey(a, b))) return true;
  if (a.length !== b.length || a.length < 2) return false;
  if (swappedPair(a, b)) return true;
  let differ = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (differ >= 0) return false;
    differ = i;
  }
  return differ >= 0 && KEYS.has(pairKey(a[differ]!, b[differ]!));
}

/** Four characters whose second and fourth trade places, an opposite pair each way: 坐北朝南 and 坐南朝北, 坐东朝西 and 坐西朝东. */
function swappedPair(a: string, b: string): boolean {
  return a.length === 4 && a[0] === b[0] && a[2] === b[2] && a[1] === b[3] && a[3] === b[1] && a[1] !== a[3] && KEYS.has(pairKey(a[1]!, a[3]!));
}
