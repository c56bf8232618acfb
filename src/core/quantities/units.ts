// The unit table: every surface form a unit is written in, mapped to the canonical unit of its
// dimension and the factor that converts a value into it. Lookups are plain map hits so that the
// scanner in numbers.ts stays linear.

export type Dimension =
  | "count"
  | "percent"
  | "currency"
  | "power"
  | "energy"
  | "length"
  | "mass"
  | "time"
  /** A count per unit of time, in per second: "1,200 requests per minute" is 20 /s. */
  | "rate"
  /** A time of day, in minutes after midnight: 19:30, 7 pm, 晚上 7 点. */
  | "clock"
  /** A place in an order: "ranked second", 排名第一. */
  | "rank"
  /** How old someone or something is: "27-year-old", "10-24 year olds". Not a duration, which it would rival. */
  | "age"
  | "data"
  | "data-rate"
  | "frequency"
  | "throughput"
  | "voltage"
  | "current"
  | "temperature"
  | "area"
  | "volume"
  | "speed"
  /** Pascals: a vacuum's suction, a tyre's pressure. */
  | "pressure"
  | "other";

export interface UnitDef {
  readonly unit: string;
  readonly dimension: Dimension;
  /** Multiply a value written in this unit by `factor` to get the canonical unit. */
  readonly factor: number;
  /** Added after the factor, for scales whose zeros differ: 77 °F is 77 × 5/9 − 160/9 = 25 °C. */
  readonly offset?: number;
}

export interface UnitMatch {
  def: UnitDef;
  end: number;
}

// Calendar-average lengths, so that 12 months equal one year exactly.
const YEAR = 31_556_952;
/** The seconds of a year as figures count them. */
export const YEAR_SECONDS = YEAR;
const MONTH = YEAR / 12;
const DAY = 86_400;
export const DAY_SECONDS = DAY;

/** English words that name a period an amount may be per, as an adjective ("monthly fee") or a noun ("a full day"), in seconds. */
export const PERIOD_SECONDS: ReadonlyMap<string, number> = new Map([
  ...["hour", "hourly"].map((w) => [w, 3_600] as const),
  ...["day", "daily"].map((w) => [w, DAY] as const),
  ...["week", "weekly"].map((w) => [w, 7 * DAY] as const),
  ...["month", "monthly"].map((w) => [w, MONTH] as const),
  ...["year", "yearly", "annual", "annually"].map((w) => [w, YEAR] as const),
]);

function def(unit: string, dimension: Dimension, factor = 1): UnitDef {
  return { unit, dimension, factor };
}

// "watt|watts" lists every spelling that shares one definition.
function table(entries: ReadonlyArray<readonly [string, UnitDef]>, lower: boolean): Map<string, UnitDef> {
  const map = new Map<string, UnitDef>();
  for (const [forms, d] of entries) {
    for (const form of forms.split("|")) map.set(lower ? form.toLowerCase() : form, d);
  }
  return map;
}

const W = "power";
const E = "energy";
const L = "length";
const M = "mass";
const T = "time";
const D = "data";
const R = "data-rate";
const F = "frequency";
const X = "throughput";

const usd = def("USD", "currency");
const eur = def("EUR", "currency");
const gbp = def("GBP", "currency");
const pence = def("GBP", "currency", 0.01);
const cny = def("CNY", "currency");
const jpy = def("JPY", "currency");
const hkd = def("HKD", "currency");
const krw = def("KRW", "currency");
const celsius = def("°C", "temperature");
const fahrenheit: UnitDef = { unit: "°C", dimension: "temperature", factor: 5 / 9, offset: -160 / 9 };
const percent = def("%", "percent");
const points = def("pp", "percent");

/** Unit symbols and codes, matched case-sensitively (mW is not MW). */
export const SYMBOL_UNITS: ReadonlyMap<string, UnitDef> = table(
  [
    ["W", def("W", W)],
    ["mW", def("W", W, 1e-3)],
    ["µW|μW|uW", def("W", W, 1e-6)],
    ["kW|KW", def("W", W, 1e3)],
    ["MW", def("W", W, 1e6)],
    ["GW", def("W", W, 1e9)],
    ["J", def("J", E)],
    ["mJ", def("J", E, 1e-3)],
    ["kJ", def("J", E, 1e3)],
    ["MJ", def("J", E, 1e6)],
    // Food energy: a kilocalorie is 4.184 kJ.
    ["kcal", def("J", E, 4184)],
    ["Wh", def("J", E, 3600)],
    ["kWh|KWh", def("J", E, 3.6e6)],
    ["MWh", def("J", E, 3.6e9)],
    ["GWh", def("J", E, 3.6e12)],
    ["TWh", def("J", E, 3.6e15)],
    ["Ah", def("Ah", "other")],
    ["mAh", def("Ah", "other", 1e-3)],
    ["m", def("m", L)],
    ["km", def("m", L, 1e3)],
    ["cm", def("m", L, 1e-2)],
    ["mm", def("m", L, 1e-3)],
    ["µm|μm|um", def("m", L, 1e-6)],
    ["nm", def("m", L, 1e-9)],
    ["ft", def("m", L, 0.3048)],
    ["mi", def("m", L, 1609.344)],
    ["g", def("g", M)],
    ["mg", def("g", M, 1e-3)],
    ["µg|μg|ug", def("g", M, 1e-6)],
    ["kg", def("g", M, 1e3)],
    ["t", def("g", M, 1e6)],
    ["lb|lbs", def("g", M, 453.59237)],
    ["oz", def("g", M, 28.349523125)],
    ["s|sec|secs", def("s", T)],
    ["ms", def("s", T, 1e-3)],
    ["µs|μs", def("s", T, 1e-6)],
    ["ns", def("s", T, 1e-9)],
    ["ps", def("s", T, 1e-12)],
    ["min|mins", def("s", T, 60)],
    ["h|hr|hrs", def("s", T, 3600)],
    ["yr|yrs", def("s", T, YEAR)],
    ["B", def("B", D)],
    ["kB|KB", def("B", D, 1e3)],
    ["MB", def("B", D, 1e6)],
    ["GB", def("B", D, 1e9)],
    ["TB", def("B", D, 1e12)],
    ["PB", def("B", D, 1e15)],
    ["KiB", def("B", D, 1024)],
    ["MiB", def("B", D, 1024 ** 2)],
    ["GiB", def("B", D, 1024 ** 3)],
    ["TiB", def("B", D, 1024 ** 4)],
    ["bit|bits", def("B", D, 0.125)],
    ["kb|Kb|kbit|Kbit", def("B", D, 125)],
    ["Mb|Mbit", def("B", D, 125e3)],
    ["Gb|Gbit", def("B", D, 125e6)],
    ["Tb|Tbit", def("B", D, 125e9)],
    ["bps|b/s", def("bps", R)],
    ["kbps|Kbps|kb/s|Kb/s", def("bps", R, 1e3)],
    ["Mbps|Mb/s", def("bps", R, 1e6)],
    ["Gbps|Gb/s", def("bps", R, 1e9)],
    ["Tbps|Tb/s", def("bps", R, 1e12)],
    ["B/s", def("bps", R, 8)],
    ["kB/s|KB/s", def("bps", R, 8e3)],
    ["MB/s", def("bps", R, 8e6)],
    ["GB/s", def("bps", R, 8e9)],
    ["TB/s", def("bps", R, 8e12)],
    ["Hz", def("Hz", F)],
    ["kHz|KHz", def("Hz", F, 1e3)],
    ["MHz", def("Hz", F, 1e6)],
    ["GHz", def("Hz", F, 1e9)],
    ["THz", def("Hz", F, 1e12)],
    ["TOPS", def("TOPS", X)],
    ["GOPS", def("TOPS", X, 1e-3)],
    ["POPS", def("TOPS", X, 1e3)],
    ["TFLOPS", def("TFLOPS", X)],
    ["GFLOPS", def("TFLOPS", X, 1e-3)],
    ["PFLOPS", def("TFLOPS", X, 1e3)],
    ["EFLOPS", def("TFLOPS", X, 1e6)],
    ["V", def("V", "voltage")],
    ["mV", def("V", "voltage", 1e-3)],
    ["µV|μV", def("V", "voltage", 1e-6)],
    ["kV", def("V", "voltage", 1e3)],
    ["A", def("A", "current")],
    ["mA", def("A", "current", 1e-3)],
    ["µA|μA|uA", def("A", "current", 1e-6)],
    ["kA", def("A", "current", 1e3)],
    ["°C|℃", celsius],
    ["°F|℉", fahrenheit],
    ["m²|m^2", def("m²", "area")],
    ["km²|km^2", def("m²", "area", 1e6)],
    ["cm²|cm^2", def("m²", "area", 1e-4)],
    ["mm²|mm^2", def("m²", "area", 1e-6)],
    ["ft²", def("m²", "area", 0.09290304)],
    ["L", def("L", "volume")],
    ["mL|ml", def("L", "volume", 1e-3)],
    ["µL|μL|uL", def("L", "volume", 1e-6)],
    ["m³|m^3", def("L", "volume", 1e3)],
    ["cm³|cm^3|cc", def("L", "volume", 1e-3)],
    ["m/s", def("m/s", "speed")],
    ["km/h|kph|kmh", def("m/s", "speed", 1 / 3.6)],
    ["mph", def("m/s", "speed", 0.44704)],
    ["%|％", percent],
    ["‰", def("%", "percent", 0.1)],
    ["pp|ppt|p.p.", points],
    ["°", def("°", "other")],
    ["atm|ATM", def("atm", "other")],
    ["Pa", def("Pa", "pressure")],
    ["hPa", def("Pa", "pressure", 1e2)],
    ["kPa", def("Pa", "pressure", 1e3)],
    ["MPa", def("Pa", "pressure", 1e6)],
    ["dB|dBA", def("dB", "other")],
    ["dBm", def("dBm", "other")],
    ["MP", def("MP", "other")],
    ["fps|FPS", def("fps", "other")],
    ["rpm|RPM", def("rpm", "other")],
    // Torque: a pound-foot is 1.3558 newton-metres.
    ["Nm|N·m|N-m", def("Nm", "other")],
    ["lb-ft|lbf-ft|ft-lb|ft-lbs|lb·ft", def("Nm", "other", 1.3558179483)],
    ["nits", def("nits", "other")],
    ["ppi|PPI", def("ppi", "other")],
    ["USD", usd],
    ["EUR", eur],
    ["GBP", gbp],
    // 25p is 25 pence; 1080p, a video resolution, is read as money too, which compares the same.
    ["p", pence],
    ["CNY|RMB", cny],
    ["JPY", jpy],
    ["HKD", hkd],
    ["KRW", krw],
  ],
  false,
);

/** Unit words, looked up lower-cased; a key may hold up to three words joined by single spaces. */
export const WORD_UNITS: ReadonlyMap<string, UnitDef> = table(
  [
    ["watt|watts", def("W", W)],
    ["milliwatt|milliwatts", def("W", W, 1e-3)],
    ["kilowatt|kilowatts", def("W", W, 1e3)],
    ["megawatt|megawatts", def("W", W, 1e6)],
    ["gigawatt|gigawatts", def("W", W, 1e9)],
    ["joule|joules", def("J", E)],
    ["kilojoule|kilojoules", def("J", E, 1e3)],
    ["kilocalorie|kilocalories", def("J", E, 4184)],
    ["watt-hour|watt-hours|watt hour|watt hours", def("J", E, 3600)],
    ["kilowatt-hour|kilowatt-hours|kilowatt hour|kilowatt hours", def("J", E, 3.6e6)],
    ["megawatt-hour|megawatt-hours|megawatt hour|megawatt hours", def("J", E, 3.6e9)],
    ["meter|meters|metre|metres", def("m", L)],
    ["kilometer|kilometers|kilometre|kilometres", def("m", L, 1e3)],
    ["centimeter|centimeters|centimetre|centimetres", def("m", L, 1e-2)],
    ["millimeter|millimeters|millimetre|millimetres", def("m", L, 1e-3)],
    ["micrometer|micrometers|micrometre|micrometres|micron|microns", def("m", L, 1e-6)],
    ["nanometer|nanometers|nanometre|nanometres", def("m", L, 1e-9)],
    ["inch|inches", def("m", L, 0.0254)],
    ["foot|feet", def("m", L, 0.3048)],
    ["mile|miles", def("m", L, 1609.344)],
    ["gram|grams|gramme|grammes", def("g", M)],
    ["milligram|milligrams", def("g", M, 1e-3)],
    ["kilogram|kilograms|kilo|kilos", def("g", M, 1e3)],
    ["tonne|tonnes|ton|tons|metric ton|metric tons", def("g", M, 1e6)],
    ["pound|pounds", def("g", M, 453.59237)],
    ["ounce|ounces", def("g", M, 28.349523125)],
    ["second|seconds", def("s", T)],
    ["millisecond|milliseconds", def("s", T, 1e-3)],
    ["microsecond|microseconds", def("s", T, 1e-6)],
    ["nanosecond|nanoseconds", def("s", T, 1e-9)],
    ["minute|minutes", def("s", T, 60)],
    ["hour|hours", def("s", T, 3600)],
    ["day|days|calendar day|calendar days", def("s", T, DAY)],
    // A working day is a count of its own: "10 working days" is neither "10 days" nor "14 days".
    ["working day|working days|business day|business days|workday|workdays", def("workday", T)],
    ["week|weeks", def("s", T, 7 * DAY)],
    ["fortnight|fortnights", def("s", T, 14 * DAY)],
    ["month|months", def("s", T, MONTH)],
    ["year|years", def("s", T, YEAR)],
    ["decade|decades", def("s", T, 10 * YEAR)],
    ["byte|bytes", def("B", D)],
    ["kilobyte|kilobytes", def("B", D, 1e3)],
    ["megabyte|megabytes", def("B", D, 1e6)],
    ["gigabyte|gigabytes", def("B", D, 1e9)],
    ["terabyte|terabytes", def("B", D, 1e12)],
    ["kilobit|kilobits", def("B", D, 125)],
    ["megabit|megabits", def("B", D, 125e3)],
    ["gigabit|gigabits", def("B", D, 125e6)],
    ["hertz", def("Hz", F)],
    ["kilohertz", def("Hz", F, 1e3)],
    ["megahertz", def("Hz", F, 1e6)],
    ["gigahertz", def("Hz", F, 1e9)],
    ["volt|volts", def("V", "voltage")],
    ["millivolt|millivolts", def("V", "voltage", 1e-3)],
    ["kilovolt|kilovolts", def("V", "voltage", 1e3)],
    ["amp|amps|ampere|amperes", def("A", "current")],
    ["milliamp|milliamps|milliampere|milliamperes", def("A", "current", 1e-3)],
    // Degrees alone are of an angle ("an incline of 28 to 52 degrees" is "28° and 52°"); of heat only with their scale.
    ["degree|degrees", def("°", "other")],
    ["celsius|degree celsius|degrees celsius|degrees c|deg c", celsius],
    ["fahrenheit|degree fahrenheit|degrees fahrenheit|degrees f|deg f", fahrenheit],
    ["square meter|square meters|square metre|square metres|sq m|sqm", def("m²", "area")],
    ["square kilometer|square kilometers|square kilometre|square kilometres|sq km", def("m²", "area", 1e6)],
    ["square foot|square feet|sq ft", def("m²", "area", 0.09290304)],
    ["square yard|square yards|sq yd", def("m²", "area", 0.83612736)],
    ["hectare|hectares", def("m²", "area", 1e4)],
    ["acre|acres", def("m²", "area", 4046.8564224)],
    ["liter|liters|litre|litres", def("L", "volume")],
    ["milliliter|milliliters|millilitre|millilitres", def("L", "volume", 1e-3)],
    ["cubic meter|cubic meters|cubic metre|cubic metres", def("L", "volume", 1e3)],
    ["cubic yard|cubic yards|cu yd", def("L", "volume", 764.554857984)],
    ["cubic foot|cubic feet|cu ft", def("L", "volume", 28.316846592)],
    ["meters per second|metres per second|meter per second|metre per second", def("m/s", "speed")],
    ["kilometers per hour|kilometres per hour|kilometer per hour|kilometre per hour", def("m/s", "speed", 1 / 3.6)],
    ["miles per hour|mile per hour", def("m/s", "speed", 0.44704)],
    ["percent|per cent|pct", percent],
    ["percentage point|percentage points|percent point|percent points", points],
    ["basis point|basis points", def("pp", "percent", 0.01)],
    ["dollar|dollars|us dollar|us dollars|usd|buck|bucks", usd],
    ["euro|euros|eur", eur],
    ["penny|pence", pence],
    ["pound sterling|pounds sterling|gbp", gbp],
    ["yuan|renminbi|rmb|cny", cny],
    ["yen|jpy", jpy],
    ["hong kong dollars", hkd],
    ["tflops|teraflops", def("TFLOPS", X)],
    ["gflops|gigaflops", def("TFLOPS", X, 1e-3)],
    ["petaflops", def("TFLOPS", X, 1e3)],
  ],
  true,
);

/** Chinese unit names; matched longest-first, with no word boundary (Chinese has no spaces). */
export const CJK_UNITS: ReadonlyMap<string, UnitDef> = table(
  [
    ["瓦|瓦特", def("W", W)],
    ["毫瓦", def("W", W, 1e-3)],
    ["千瓦", def("W", W, 1e3)],
    ["兆瓦", def("W", W, 1e6)],
    ["吉瓦", def("W", W, 1e9)],
    ["焦|焦耳", def("J", E)],
    ["千焦", def("J", E, 1e3)],
    // 千卡 and 大卡 are kilocalories, not 千 (thousand) 卡.
    ["千卡|大卡", def("J", E, 4184)],
    ["瓦时", def("J", E, 3600)],
    ["千瓦时|度电", def("J", E, 3.6e6)],
    ["毫安时", def("Ah", "other", 1e-3)],
    ["安时", def("Ah", "other")],
    ["米", def("m", L)],
    ["千米|公里", def("m", L, 1e3)],
    ["厘米", def("m", L, 1e-2)],
    ["毫米", def("m", L, 1e-3)],
    ["微米", def("m", L, 1e-6)],
    ["纳米", def("m", L, 1e-9)],
    ["英寸", def("m", L, 0.0254)],
    ["英尺", def("m", L, 0.3048)],
    ["英里", def("m", L, 1609.344)],
    ["克", def("g", M)],
    ["毫克", def("g", M, 1e-3)],
    ["微克", def("g", M, 1e-6)],
    ["千克|公斤", def("g", M, 1e3)],
    ["吨", def("g", M, 1e6)],
    ["斤", def("g", M, 500)],
    ["秒|秒钟", def("s", T)],
    ["毫秒", def("s", T, 1e-3)],
    ["微秒", def("s", T, 1e-6)],
    ["纳秒", def("s", T, 1e-9)],
    ["分钟", def("s", T, 60)],
    ["小时|个小时|钟头|个钟头", def("s", T, 3600)],
    ["天|个自然日|自然日", def("s", T, DAY)],
    ["个工作日|工作日", def("workday", T)],
    ["周|个星期|星期|礼拜|个礼拜", def("s", T, 7 * DAY)],
    ["个月", def("s", T, MONTH)],
    ["年", def("s", T, YEAR)],
    // 10岁 and 65周岁 are ages, as "a 10-year-old" is.
    ["岁|周岁", def("s", "age", YEAR)],
    // 6月龄 is six months of age.
    ["月龄|个月龄", def("s", "age", MONTH)],
    ["字节", def("B", D)],
    ["千字节", def("B", D, 1e3)],
    ["兆字节", def("B", D, 1e6)],
    ["比特", def("B", D, 0.125)],
    ["赫|赫兹", def("Hz", F)],
    ["千赫|千赫兹", def("Hz", F, 1e3)],
    ["兆赫|兆赫兹", def("Hz", F, 1e6)],
    ["吉赫|吉赫兹", def("Hz", F, 1e9)],
    ["伏|伏特", def("V", "voltage")],
    ["毫伏", def("V", "voltage", 1e-3)],
    ["千伏", def("V", "voltage", 1e3)],
    ["安|安培", def("A", "current")],
    ["毫安", def("A", "current", 1e-3)],
    ["摄氏度", celsius],
    ["华氏度", fahrenheit],
    ["平方米", def("m²", "area")],
    ["平方公里|平方千米", def("m²", "area", 1e6)],
    ["平方厘米", def("m²", "area", 1e-4)],
    ["公顷", def("m²", "area", 1e4)],
    // A mu is a fifteenth of a hectare.
    ["亩", def("m²", "area", 1e4 / 15)],
    ["升", def("L", "volume")],
    ["毫升", def("L", "volume", 1e-3)],
    ["立方米", def("L", "volume", 1e3)],
    ["米/秒|米每秒", def("m/s", "speed")],
    ["公里/小时|千米/小时|公里每小时|千米每小时", def("m/s", "speed", 1 / 3.6)],
    ["个百分点|百分点", points],
    ["个基点|基点", def("pp", "percent", 0.01)],
    // 两成 is 20%, 七成 70%.
    ["成", def("%", "percent", 10)],
    // 五折, 8折: the share of the price paid, in tenths. Its own unit: "八折" is 80% paid, "20% off" saved.
    ["折", def("折", "percent", 10)],
    ["元|块钱|人民币|元人民币", cny],
    ["美元|美金", usd],
    ["欧元", eur],
    ["英镑", gbp],
    ["日元|日圆|円", jpy],
    ["港元|港币", hkd],
    ["韩元", krw],
  ],
  false,
);

const CJK_UNIT_MAX_LEN = Math.max(...[...CJK_UNITS.keys()].map((k) => k.length));

// A unit name that starts a longer word is not a unit: 三元锂 (ternary lithium), 三年级 (third grade).
const CJK_UNIT_BLOCKERS: ReadonlyMap<string, string> = new Map([
  ["元", "组素件器锂材宇数旦首老气催"],
  ["年", "级代"],
  ["周", "年岁"],
  ["安", "全装卓排"],
  ["升", "级高降至到"],
  // 一成不变, 成本, 成员, 成功, 成交, 成立, 成绩, 成长, 成熟, 成年, 成果, 成就, 成品: words, not tenths.
  ["成", "不本员功交立绩长熟年果就品"],
  // 折扣, 折叠, 折合, 折旧, 折算: words, not tenths of a price.
  ["折", "扣叠合旧射算腾断磨服返现"],
]);

/** Scale letters written right after digits: 1.2k, 3.5M, $3.5B, 3.5bn. */
export const SYMBOL_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ["k", 1e3],
  ["K", 1e3],
  ["M", 1e6],
  ["mn", 1e6],
  ["mln", 1e6],
  ["B", 1e9],
  ["bn", 1e9],
  ["Bn", 1e9],
  ["T", 1e12],
  ["tn", 1e12],
]);

/** Scale words written after a number: "2 million", "3.5 bn". */
export const WORD_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ["hundred", 100],
  ["thousand", 1e3],
  ["million", 1e6],
  ["mn", 1e6],
  ["mln", 1e6],
  ["billion", 1e9],
  ["bn", 1e9],
  ["trillion", 1e12],
  ["dozen", 12],
]);

/** Chinese scale characters; a run of them multiplies (万亿 = 1e12, 千万 = 1e7). */
export const CJK_MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ["百", 100],
  ["千", 1e3],
  ["万", 1e4],
  ["萬", 1e4],
  ["亿", 1e8],
  ["億", 1e8],
]);

/** Measure words that make a bare Chinese numeral a count ("八核", "十二个", "3 倍", 24式太极拳, 12课时). */
const CLASSIFIERS: ReadonlySet<string> = new Set(
  "个名位家款项台种次条颗核倍张块件篇部辆架艘座所只头本册份股层级人户例批套组句段章节页字行轮场届期处门根支把片枚粒帧笔首幅维双对晚趟式环箭球度道盒箱瓶袋罐课",
);

// A measure word that starts a longer word is not a measure word: 这一部分, 同一位置, 唯一名称.
const CLASSIFIER_BLOCKERS: ReadonlyMap<string, string> = new Map([
  ["部", "分门署长"],
  ["盒", "子装饭"],
  ["箱", "子装体"],
  ["瓶", "子装颈"],
  ["袋", "子装鼠"],
  ["罐", "子装头车"],
  ["位", "于置"],
  ["名", "字称单义额"],
  ["条", "件款例"],
  ["家", "庭族长"],
  ["场", "景所"],
  ["期", "间待望"],
  ["批", "准评判"],
  ["种", "子类植"],
  ["项", "目"],
  ["道", "路理歉德具"],
  ["行", "业为动"],
  ["组", "织成合件"],
  ["节", "点约省能"],
  ["本", "地身质来"],
  ["处", "理于"],
  ["层", "面次"],
  ["股", "东份票"],
  ["级", "别"],
  ["式", "样"],
  ["支", "持付出援撑"],
  ["台", "湾阶风"],
  ["门", "票店槛诊户"],
  ["次", "日年月数要序"],
  ["座", "位谈"],
  ["份", "额"],
  ["块", "钱"],
  ["晚", "上间餐会点饭安报年"],
  ["环", "境节保比球线岛卫评路内外以高"],
  ["箭", "头"],
  ["球", "队员场迷星类拍衣门馆鞋技赛"],
  ["度", "过假日"],
  ["课", "程堂本文题件间外余"],
]);

/** The measure word at `pos` ("个" in 十二个, "核" in 八核), or null. */
export function classifierAt(text: string, pos: number): string | null {
  const ch = text.charAt(pos);
  if (!CLASSIFIERS.has(ch)) return null;
  const next = text.charAt(pos + 1);
  return next !== "" && CLASSIFIER_BLOCKERS.get(ch)?.includes(next) === true ? null : ch;
}

/** Currency signs and codes written before an amount. */
export const CURRENCY_PREFIXES: ReadonlyMap<string, string> = new Map([
  ["$", "USD"],
  ["US$", "USD"],
  ["USD", "USD"],
  ["HK$", "HKD"],
  ["HKD", "HKD"],
  ["A$", "AUD"],
  ["AUD", "AUD"],
  ["C$", "CAD"],
  ["CAD", "CAD"],
  ["S$", "SGD"],
  ["SGD", "SGD"],
  ["NT$", "TWD"],
  ["€", "EUR"],
  ["EUR", "EUR"],
  ["£", "GBP"],
  ["GBP", "GBP"],
  ["¥", "CNY"],
  ["￥", "CNY"],
  ["RMB", "CNY"],
  ["CNY", "CNY"],
  ["JPY", "JPY"],
  ["₹", "INR"],
  ["INR", "INR"],
  ["₩", "KRW"],
  ["KRW", "KRW"],
  ["CHF", "CHF"],
]);

// A unit token: letters with their micro/degree/superscript marks, optionally "/letters" (km/h, MB/s).
const LATIN_TOKEN = /(?:[%％‰℃℉]|°[CF]?|[A-Za-zµμ]+(?:[²³]|\^[23])?(?:\.[A-Za-z]\.)?(?:\/[A-Za-z]+)?)/y;
const WORD = /[A-Za-z]+(?:-[A-Za-z]+)*/y;

function isAsciiAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** The Latin unit token at `pos` as written (case kept), or null; the caller judges what follows it. */
export function latinTokenAt(text: string, pos: number): { token: string; end: number } | null {
  LATIN_TOKEN.lastIndex = pos;
  const m = LATIN_TOKEN.exec(text);
  if (m === null) return null;
  return { token: m[0], end: pos + m[0].length };
}

const JOINED_SYMBOL = /[-·][A-Za-z]+/y;

/** A symbol or unit word at `pos`: the whole token, else the part before its "/" (W/kg -> W). */
export function symbolUnitAt(text: string, pos: number): UnitMatch | null {
  const t = latinTokenAt(text, pos);
  if (t === null) return null;
  // A unit of two symbols joined by a hyphen or a dot is one unit: "70 lb-ft", "95 N-m" (not the pound of "lb").
  JOINED_SYMBOL.lastIndex = t.end;
  const joinedTo = JOINED_SYMBOL.exec(text);
  const compound = joinedTo === null ? undefined : lookupToken(t.token + joinedTo[0]);
  if (compound !== undefined && !isAsciiAlnum(text.charCodeAt(JOINED_SYMBOL.lastIndex))) return { def: compound, end: JOINED_SYMBOL.lastIndex };
  const found = lookupToken(t.token);
  // "5 A-series chips", "3 V-shaped": a lone letter joined to a word is part of that word.
  const next = text.charCodeAt(t.end + 1);
  const joined = t.token.length === 1 && text.charCodeAt(t.end) === 45 && isAsciiAlnum(next) && (next < 48 || next > 57);
  if (found !== undefined && !joined && !isAsciiAlnum(text.charCodeAt(t.end))) return { def: found, end: t.end + weightingAfter(found, text, t.end) };
  const slash = t.token.indexOf("/");
  if (slash > 0) {
    const head = lookupToken(t.token.slice(0, slash));
    if (head !== undefined) return { def: head, end: pos + slash };
  }
  return null;
}

/** The frequency weighting written after decibels, part of the unit: "24 dB(A)". */
const WEIGHTING = /\([ACZ]\)/y;

function weightingAfter(found: UnitDef, text: string, end: number): number {
  if (found.unit !== "dB") return 0;
  WEIGHTING.lastIndex = end;
  return WEIGHTING.test(text) ? WEIGHTING.lastIndex - end : 0;
}

function lookupToken(token: string): UnitDef | undefined {
  return SYMBOL_UNITS.get(token) ?? WORD_UNITS.get(token.toLowerCase());
}

/** The first word, and the first two words, of every unit of several words: only these read on. */
const WORD_UNIT_HEADS: ReadonlySet<string> = new Set(
  [...WORD_UNITS.keys()].flatMap((key) => {
    const words = key.split(" ");
    return words.slice(1).map((_, k) => words.slice(0, k + 1).join(" "));
  }),
);

/**
 * A unit written in words at `pos` ("percentage points", "degrees Celsius", "kilowatt-hours"),
 * longest first over up to three words.
 */
export function wordUnitAt(text: string, pos: number): UnitMatch | null {
  WORD.lastIndex = pos;
  const first = WORD.exec(text);
  if (first === null) return null;
  let key = first[0].toLowerCase();
  let end = pos + first[0].length;
  let best: UnitMatch | null = null;
  const single = WORD_UNITS.get(key);
  if (single !== undefined && !isAsciiAlnum(text.charCodeAt(end))) best = { def: single, end };
  for (let words = 1; words < 3 && text.charCodeAt(end) === 32 && WORD_UNIT_HEADS.has(key); words++) {
    WORD.lastIndex = end + 1;
    const next = WORD.exec(text);
    if (next === null) break;
    key += " " + next[0].toLowerCase();
    end += 1 + next[0].length;
    const found = WORD_UNITS.get(key);
    if (found !== undefined && !isAsciiAlnum(text.charCodeAt(end))) best = { def: found, end };
  }
  return best;
}

/** A unit in words at `pos`, else a symbol ("nm", "TOPS", "%"). */
export function latinUnitAt(text: string, pos: number): UnitMatch | null {
  return wordUnitAt(text, pos) ?? symbolUnitAt(text, pos);
}

/** 13分20秒: 分 alone is a cent or a point, but minutes when seconds follow it. */
const MINUTES_BEFORE_SECONDS = /分(?:\d{1,2}|[零一二两三四五六七八九十]{1,3})秒/y;
const MINUTE = CJK_UNITS.get("分钟")!;

/** The longest Chinese unit name starting at `pos`. */
export function cjkUnitAt(text: string, pos: number): UnitMatch | null {
  MINUTES_BEFORE_SECONDS.lastIndex = pos;
  if (MINUTES_BEFORE_SECONDS.test(text)) return { def: MINUTE, end: pos + 1 };
  // 度 after 万 or 亿 is electricity in kilowatt-hours ("年上网电量约1.6亿度"): no temperature or angle is that large.
  if (text.charAt(pos) === "度" && /[万萬亿億]/u.test(text.charAt(pos - 1))) return { def: CJK_UNITS.get("千瓦时")!, end: pos + 1 };
  const limit = Math.min(CJK_UNIT_MAX_LEN, text.length - pos);
  for (let len = limit; len > 0; len--) {
    const key = text.slice(pos, pos + len);
    const found = CJK_UNITS.get(key);
    if (found === undefined) continue;
    const next = text.charAt(pos + len);
    if (next !== "" && CJK_UNIT_BLOCKERS.get(key)?.includes(next) === true) return null;
    return { def: found, end: pos + len };
  }
  return null;
}

/** Any unit right at `pos` or after one space: used to tell "in 2000 ms" from the year "in 2000". */
export function unitFollows(text: string, pos: number): boolean {
  const at = text.charCodeAt(pos) === 32 ? pos + 1 : pos;
  const code = text.charCodeAt(at);
  if (code >= 0x3400) return cjkUnitAt(text, at) !== null;
  return latinUnitAt(text, at) !== null;
}
