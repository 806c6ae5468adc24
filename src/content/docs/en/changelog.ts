import { docsPath } from '../../../paths/paths';
import { endpointDocs } from './apiReference';
import { flutterPackage } from '../flutterPackage';
import type { DocPageContent } from '../types';

const apiLink = (id: keyof typeof endpointDocs) =>
  `[${endpointDocs[id].title.toLowerCase()}](${docsPath('api', 'en')}#${endpointDocs[id].anchor})`;

export const changelog: DocPageContent = {
  page: 'changelog',
  lead: 'Changes to the merchant API, the SDKs and the documentation, most recent first.',
  sections: [
    {
      id: 'avril-2025',
      title: 'April 2025',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `Flutter SDK \`${flutterPackage.name}\` ${flutterPackage.version.replace('^', '')}: installation with \`dart pub add\` or \`flutter pub add\`, for Dart ${flutterPackage.dart}+ and Flutter ${flutterPackage.flutter}+ ([documentation](${docsPath('flutter', 'en')}#sdk)).`,
            },
            {
              type: 'added',
              text: `**Try it** button in the API reference: every call can be sent to the sandbox from the documentation.`,
            },
            {
              type: 'improved',
              text: `The list of payment methods gives each operator’s instructions in French and in English (\`instructions\`, \`instructionsEn\`).`,
            },
          ],
        },
      ],
    },
    {
      id: 'fevrier-2025',
      title: 'February 2025',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `Mass payouts: ${apiLink('createMassPayout')} and ${apiLink('listMassPayouts')}, to pay a whole list of recipients in one call.`,
            },
            {
              type: 'added',
              text: '`Idempotency-Key` header on the calls that move money: a retry with the same key returns the first response.',
            },
            {
              type: 'fixed',
              text: 'Validation errors now name the field at fault in `data.field`.',
            },
          ],
        },
      ],
    },
    {
      id: 'janvier-2025',
      title: 'January 2025',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `Widget: a link’s payment page can be embedded in an iframe ([widget integration](${docsPath('widget', 'en')}#intégrationWidget)).`,
            },
            {
              type: 'added',
              text: `Android SDK: an .aar library for Kotlin Jetpack Compose, integrated in 5 steps ([documentation](${docsPath('android', 'en')})).`,
            },
            {
              type: 'improved',
              text: `${apiLink('getTransactionStatus')} returns the full details of the transaction, fees included (\`realAmount\`).`,
            },
          ],
        },
      ],
    },
    {
      id: 'decembre-2024',
      title: 'December 2024',
      blocks: [
        {
          kind: 'changes',
          items: [
            {
              type: 'added',
              text: `Payment links: ${apiLink('createPaymentLink')} and its hosted payment page.`,
            },
            {
              type: 'added',
              text: `Payouts: ${apiLink('createPayout')}, ${apiLink('addPayoutContact')} and ${apiLink('listPayouts')}.`,
            },
            {
              type: 'added',
              text: 'New countries: Guinea (GNF) and Niger, in addition to Senegal, Côte d’Ivoire, Mali, Burkina Faso, Benin, Togo and Cameroon.',
            },
          ],
        },
      ],
    },
  ],
};
