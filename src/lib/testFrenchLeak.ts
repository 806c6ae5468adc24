// The French-leak heuristic for what English words show (the English docs' parts, in e2e and in
// their words' unit test): accents, elisions, common French words, French spacing before a colon.

/** Names of places, which keep their own spelling in English. */
const PLACE_NAMES = ['Route des Almadies', 'Les Almadies', 'Cap-Vert', 'Gorée', 'Côte d’Ivoire'];

const ACCENTS = /[éèêàâçùûôîœ«»]/i;
const ELISION = /(^|[\s(“])(d|l|n|s|j|m|c|qu)[’']\p{L}/iu;
const FRENCH_WORDS =
  /\b(le|la|les|du|des|de|une|et|aux|cette|votre|vos|sur|pour|avec|dans|nouvel|onglet|ouvrir|fond|lien|paiement|adresse|nom|prénom|fermer|agrandir|envoyer|horaires|coordonnées)\b/i;
const FRENCH_SPACING = /[\s\u00a0\u202f][:;?!]/;

/** The texts that look French, each with the rule it broke. */
export function frenchIn(texts: readonly string[]): string[] {
  return texts
    .map((text) => PLACE_NAMES.reduce((rest, name) => rest.replaceAll(name, 'Name'), text))
    .flatMap((text) => {
      const broken = [
        ACCENTS.test(text) && 'accent',
        ELISION.test(text) && 'elision',
        FRENCH_WORDS.exec(text)?.[0],
        FRENCH_SPACING.test(text) && 'space before punctuation',
      ].filter(Boolean);
      return broken.length ? [`${text} (${broken.join(', ')})`] : [];
    });
}
