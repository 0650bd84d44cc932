// Hostile strings planted in a few records so every renderer (live pages, the extension) is
// tested against HTML injection, bidi tricks and very long text.
export const HOSTILE = {
  scriptTitle: '<script>alert("xss-title")</script>Great!',
  imgBody: 'Loved it <img src=x onerror="alert(\'xss-body\')"> would buy again </p></li></ul><h1>escaped?</h1>',
  nicknameHtml: '<b onmouseover="alert(1)">Mallory</b>',
  quoteAmp: 'Tom & "Jerry" <o\'malley>',
  rtlTitle: 'מוצר מעולה, ממליצה בחום',
  rtlBody: 'المنتج رائع جدا \u202Egnp.exe\u202C شكرا لكم',
  rtlNickname: 'נועה \u202Eלהכ\u202C',
  /** ~2 400 characters without spaces in places, to stress wrapping. */
  long: `${'This review goes on and on. '.repeat(60)}${'Supercalifragilistic'.repeat(40)}`,
  jsonBreaker: '</script><script>alert("json")</script>\u2028\u2029',
} as const;
