// The SMART trigger "checks content using a prompt algorithm": the provider's model. The sandbox
// stands it in deterministically: it triggers when the text holds one of these words (any case, a
// whole word), the kind of abuse and spam such a check is meant to catch. Tests and demos can rely
// on exactly this list.
export const SMART_WORDS: readonly string[] = ['spam', 'scam', 'fraud', 'fake', 'idiot', 'stupid', 'hate', 'garbage'];
