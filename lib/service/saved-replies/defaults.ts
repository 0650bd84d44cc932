import type { StoredSavedReply } from '../../storage';

// The saved replies a new install starts with, in the browser's language (German, else English): a few
// for the usual cases, written as a shop owner would, with placeholders in that language's words
// (lib/ui/reply-placeholders.ts). Stored once, into the every-site list, then the admin's to change.

type Default = Omit<StoredSavedReply, 'id'>;

const ENGLISH: Default[] = [
  {
    name: 'Thank you (4–5 stars)',
    text: "Thank you so much, {first name}! We're delighted you're happy with {item}. Reviews like yours make our day, and we hope to see you again soon at {site}.",
    ratings: [4, 5],
  },
  {
    name: 'Glad it arrived in time',
    text: 'Thank you, {first name}! So glad {item} arrived in time. Enjoy it!',
    ratings: [4, 5],
  },
  {
    name: 'Thanks for honest feedback (3 stars)',
    text: "Thank you for your honest review, {first name}. We'd love to know what would have made it five stars: just reply to your order email, we read every message.",
    ratings: [3],
  },
  {
    name: "Sorry, let's fix it (1–2 stars)",
    text: "{first name}, we're truly sorry {item} didn't live up to what you expected. Please get in touch so we can put this right. We'd like to make it up to you.",
    ratings: [1, 2],
  },
];

const GERMAN: Default[] = [
  {
    name: 'Vielen Dank (4–5 Sterne)',
    text: 'Vielen herzlichen Dank, {Vorname}! Wir freuen uns sehr, dass Ihnen {Artikel} gefällt. Bewertungen wie Ihre machen uns den Tag, und wir hoffen, Sie bald wieder bei {Website} begrüßen zu dürfen.',
    ratings: [4, 5],
  },
  {
    name: 'Schön, dass es pünktlich ankam',
    text: 'Danke, {Vorname}! Wie schön, dass {Artikel} rechtzeitig angekommen ist. Viel Freude damit!',
    ratings: [4, 5],
  },
  {
    name: 'Danke für ehrliches Feedback (3 Sterne)',
    text: 'Danke für Ihre ehrliche Bewertung, {Vorname}. Was hätte es zu fünf Sternen gemacht? Antworten Sie einfach auf Ihre Bestell-E-Mail, wir lesen jede Nachricht.',
    ratings: [3],
  },
  {
    name: 'Entschuldigung, wir kümmern uns (1–2 Sterne)',
    text: '{Vorname}, es tut uns wirklich leid, dass {Artikel} nicht Ihren Erwartungen entsprochen hat. Bitte melden Sie sich bei uns, damit wir das in Ordnung bringen können.',
    ratings: [1, 2],
  },
];

/** The default saved replies in `language` (a BCP 47 tag: the browser's UI language), each with a new id. */
export function defaultReplies(language: string, newId: () => string): StoredSavedReply[] {
  return (language.toLowerCase().startsWith('de') ? GERMAN : ENGLISH).map((reply) => ({ ...reply, id: newId() }));
}
