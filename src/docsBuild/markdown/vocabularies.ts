// The words of the Markdown twins in each language, from the same modules the pages take theirs
// from; the English twins describe in English the parts their pages show in French.
import { answerPromise, contactChannels, contactPage, openingHours } from '../../content/contact';
import { brandAssets } from '../../content/docs/brand';
import { checkoutDemoCopy } from '../../content/docs/checkoutDemo';
import { endpointDocs, referenceLabels } from '../../content/docs/apiReference';
import { docsChrome } from '../../content/docs/labels';
import { docsChromeEn } from '../../content/docs/en/labels';
import { markdownCopy, type MarkdownCopy } from '../../content/docs/markdownCopy';
import { sandboxSignupCopy } from '../../content/sandboxSignup';
import { office, officeMapUrl } from '../../content/docs/office';
import * as englishReference from '../../content/docs/en/apiReference';
import { markdownCopyEn } from '../../content/docs/en/markdownCopy';
import { markdownWidgetsEn } from '../../content/docs/en/markdownWidgets';
import { sandboxSignupCopyEn } from '../../content/docs/en/sandboxSignup';
import type { DocsLocale } from '../../paths/paths';
import type { MarkdownVocabulary } from './pageMarkdown';

/** What a language's twins say around and instead of the interactive parts. */
interface WidgetWords {
  copy: MarkdownCopy;
  contact: {
    detailsTitle: string;
    answerPromise: string;
    labels: Record<keyof typeof contactChannels, string>;
    hoursTitle: string;
    hours: readonly string[];
  };
  office: { mapTitle: string; mapDescription: string; openStreetMap: string };
  logoBackground: (asset: (typeof brandAssets)[keyof typeof brandAssets]) => string;
  sandboxSignup: { title: string; lead: string };
  checkoutDemo: {
    title: string;
    intro: Record<'embed' | 'open', string>;
    testNumbers: string;
    outcomes: readonly string[];
    otpHint: string;
  };
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

const vocabulary = (
  origin: string,
  base: Omit<MarkdownVocabulary, 'widget' | 'source'>,
  words: WidgetWords,
): MarkdownVocabulary => ({
  ...base,
  source: words.copy.source,
  widget(block, level, { inline, heading, pageUrl }) {
    const { phone, email, address } = contactChannels;
    const { labels } = words.contact;
    const colon = base.colon;
    switch (block.name) {
      case 'supportContact':
        return [
          words.copy.widgets.supportForm(pageUrl),
          heading(level, words.contact.detailsTitle),
          words.contact.answerPromise,
          list([
            `${labels.phone}${colon} [${phone.value}](${phone.href})`,
            `${labels.email}${colon} [${email.value}](${email.href})`,
            `${labels.address}${colon} ${address.value}`,
          ]),
          heading(level + 1, words.contact.hoursTitle),
          list(words.contact.hours),
        ];
      case 'officeMap':
        return [
          `**${words.office.mapTitle}**`,
          words.office.mapDescription,
          `${address.value} — [${words.office.openStreetMap}](${officeMapUrl})`,
        ];
      case 'brandLogos':
        return [
          list(
            Object.values(brandAssets).map(
              (asset) =>
                `[${words.copy.widgets.logo(words.logoBackground(asset))}](${origin}${asset.src})`,
            ),
          ),
        ];
      case 'sandboxSignup':
        return [
          heading(level, words.sandboxSignup.title),
          words.sandboxSignup.lead,
          words.copy.widgets.sandboxSignup(pageUrl),
        ];
      case 'checkoutDemo':
        return [
          heading(level, words.checkoutDemo.title),
          words.checkoutDemo.intro[block.mode],
          words.copy.widgets.liveDemo(pageUrl),
          words.checkoutDemo.testNumbers,
          list(
            checkoutDemoCopy.numbers.map(
              ({ number }, i) =>
                `${inline(`\`${number}\``)}${colon} ${words.checkoutDemo.outcomes[i] ?? ''}`,
            ),
          ),
          words.checkoutDemo.otpHint,
        ];
    }
  },
});

const french = (origin: string) =>
  vocabulary(
    origin,
    {
      colon: ' :',
      changeLabels: docsChrome.changeLabels,
      reference: referenceLabels,
      endpointDocs,
    },
    {
      copy: markdownCopy,
      contact: {
        detailsTitle: contactPage.detailsTitle,
        answerPromise,
        labels: {
          phone: contactChannels.phone.label,
          email: contactChannels.email.label,
          address: contactChannels.address.label,
        },
        hoursTitle: contactPage.hoursTitle,
        hours: openingHours.map((slot) => `${slot.days} : ${slot.hours}`),
      },
      office,
      logoBackground: (asset) => asset.background,
      sandboxSignup: sandboxSignupCopy,
      checkoutDemo: {
        ...checkoutDemoCopy,
        outcomes: checkoutDemoCopy.numbers.map((entry) => entry.outcome),
      },
    },
  );

const english = (origin: string) =>
  vocabulary(
    origin,
    {
      colon: ':',
      changeLabels: docsChromeEn.changeLabels,
      reference: englishReference.referenceLabels,
      endpointDocs: englishReference.endpointDocs,
    },
    {
      copy: markdownCopyEn,
      contact: markdownWidgetsEn.contact,
      office: markdownWidgetsEn.office,
      logoBackground: (asset) =>
        markdownWidgetsEn.logoBackgrounds[asset === brandAssets.dark ? 'dark' : 'light'],
      sandboxSignup: sandboxSignupCopyEn,
      checkoutDemo: markdownWidgetsEn.checkoutDemo,
    },
  );

/** Each language's Markdown vocabulary, with links on the site's `origin`. */
export const markdownVocabularyOf: Record<DocsLocale, (origin: string) => MarkdownVocabulary> = {
  fr: french,
  en: english,
};
