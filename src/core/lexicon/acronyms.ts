/**
 * Names that bilingual answers write in one language and their sources in the other: an English
 * acronym in Chinese text (GDP for 地区生产总值, CEO for 首席执行官) or its spelt-out English form,
 * and spans of the week written as a word or a range (weekdays, Monday to Friday). Each group
 * names one thing; the engine treats them as aliases, as it does the user's own.
 */
export const BUILT_IN_ALIASES: readonly (readonly string[])[] = [
  ["GDP", "国内生产总值", "地区生产总值", "gross domestic product"],
  ["CPI", "居民消费价格指数", "消费者物价指数", "consumer price index"],
  ["PPI", "工业生产者出厂价格指数", "producer price index"],
  ["PMI", "采购经理指数", "采购经理人指数", "purchasing managers' index"],
  ["CEO", "首席执行官", "chief executive officer", "chief executive"],
  ["CFO", "首席财务官", "chief financial officer"],
  ["CTO", "首席技术官", "chief technology officer"],
  ["COO", "首席运营官", "chief operating officer"],
  ["IPO", "首次公开募股", "首次公开发行", "initial public offering"],
  ["AI", "人工智能", "artificial intelligence"],
  ["EV", "电动汽车", "电动车", "electric vehicle"],
  ["UN", "联合国", "United Nations"],
  ["WHO", "世界卫生组织", "世卫组织", "World Health Organization"],
  ["EU", "欧盟", "European Union"],
  ["IMF", "国际货币基金组织", "International Monetary Fund"],
  ["WTO", "世界贸易组织", "世贸组织", "World Trade Organization"],
  ["NATO", "北约", "北大西洋公约组织"],
  ["NASA", "美国国家航空航天局", "美国宇航局"],
  ["R&D", "研发", "research and development"],
  // Reports' shorthand for what is attributable to the listed company's shareholders.
  ["归母", "归属于上市公司股东", "归属于母公司股东", "归属于母公司所有者"],
  ["扣非", "扣除非经常性损益"],
  ["Q1", "first quarter", "第一季度", "一季度"],
  ["Q2", "second quarter", "第二季度", "二季度"],
  ["Q3", "third quarter", "第三季度", "三季度"],
  ["Q4", "fourth quarter", "第四季度", "四季度"],
  ["H1", "first half", "上半年"],
  ["H2", "second half", "下半年"],
  // Spans of the week said in a word or as a range.
  ["weekdays", "Monday to Friday", "Monday through Friday", "Mon-Fri", "工作日", "周一至周五", "星期一至星期五"],
  ["weekends", "Saturday and Sunday", "Saturdays and Sundays", "周末", "周六和周日", "星期六和星期日"],
];
