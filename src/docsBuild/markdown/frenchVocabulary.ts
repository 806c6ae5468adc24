// The French words of the Markdown twins, from the same modules the pages take theirs from.
import { answerPromise, contactChannels, contactPage, openingHours } from '../../content/contact';
import { brandAssets } from '../../content/docs/brand';
import { checkoutDemoCopy } from '../../content/docs/checkoutDemo';
import { endpointDocs, referenceLabels } from '../../content/docs/apiReference';
import { docsChrome } from '../../content/docs/labels';
import { markdownCopy } from '../../content/docs/markdownCopy';
import { sandboxSignupCopy } from '../../content/sandboxSignup';
import { office, officeMapUrl } from '../../content/docs/office';
import type { MarkdownVocabulary } from './pageMarkdown';

const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

export const frenchVocabulary = (origin: string): MarkdownVocabulary => ({
  source: markdownCopy.source,
  changeLabels: docsChrome.changeLabels,
  reference: referenceLabels,
  endpointDocs,
  widget(block, level, { inline, heading, pageUrl }) {
    const { phone, email, address } = contactChannels;
    switch (block.name) {
      case 'supportContact':
        return [
          markdownCopy.widgets.supportForm(pageUrl),
          heading(level, contactPage.detailsTitle),
          answerPromise,
          list([
            `${phone.label} : [${phone.value}](${phone.href})`,
            `${email.label} : [${email.value}](${email.href})`,
            `${address.label} : ${address.value}`,
          ]),
          heading(level + 1, contactPage.hoursTitle),
          list(openingHours.map((slot) => `${slot.days} : ${slot.hours}`)),
        ];
      case 'officeMap':
        return [
          `**${office.mapTitle}**`,
          office.mapDescription,
          `${address.value} — [${office.openStreetMap}](${officeMapUrl})`,
        ];
      case 'brandLogos':
        return [
          list(
            Object.values(brandAssets).map(
              (asset) => `[${markdownCopy.widgets.logo(asset.background)}](${origin}${asset.src})`,
            ),
          ),
        ];
      case 'sandboxSignup':
        return [
          heading(level, sandboxSignupCopy.title),
          sandboxSignupCopy.lead,
          markdownCopy.widgets.sandboxSignup(pageUrl),
        ];
      case 'checkoutDemo':
        return [
          heading(level, checkoutDemoCopy.title),
          checkoutDemoCopy.intro[block.mode],
          markdownCopy.widgets.liveDemo(pageUrl),
          checkoutDemoCopy.testNumbers,
          list(
            checkoutDemoCopy.numbers.map(
              ({ number, outcome }) => `${inline(`\`${number}\``)} : ${outcome}`,
            ),
          ),
          checkoutDemoCopy.otpHint,
        ];
    }
  },
});
