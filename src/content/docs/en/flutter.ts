import { docsPath } from '../../../paths/paths';
import { endpointDocs } from './apiReference';
import { flutterPackage } from '../flutterPackage';
import type { DocPageContent } from '../types';
import {
  dartPubAdd,
  environmentConstraints,
  flutterPubAdd,
  importLine,
  manifestDependency,
} from '../flutterSamples';

const p = flutterPackage;

export const flutter: DocPageContent = {
  page: 'flutter',
  lead: `The Dart package \`${p.name}\` adds Yonnee payments to your Flutter apps, on Android as well as iOS.`,
  sections: [
    {
      // The spec's anchor, kept as it is.
      id: 'sdk',
      title: 'Flutter SDK',
      blocks: [
        {
          kind: 'paragraph',
          text: `The SDK shows the payment flow in your app. The credentials stay on your server: it is the server that [creates the payment](${docsPath('api', 'en')}#${endpointDocs.createPaymentLink.anchor}), and the app only presents it to the customer.`,
        },
      ],
      subsections: [
        {
          id: 'configuration-requise',
          title: 'Requirements',
          blocks: [
            {
              kind: 'list',
              items: [`Dart ${p.dart} or later`, `Flutter ${p.flutter} or later`],
            },
            {
              kind: 'paragraph',
              text: 'Your app’s `pubspec.yaml` must accept these versions in its `environment` section:',
            },
            {
              kind: 'code',
              sample: {
                language: 'yaml',
                label: 'pubspec.yaml',
                copyContext: 'the environment constraints',
                code: environmentConstraints,
              },
            },
          ],
        },
        {
          id: 'installation',
          title: 'Installation',
          blocks: [
            {
              kind: 'paragraph',
              text: 'From your project’s folder, add the package with Dart:',
            },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'the dart pub add command',
                code: dartPubAdd,
              },
            },
            { kind: 'paragraph', text: 'or with Flutter:' },
            {
              kind: 'code',
              sample: {
                language: 'bash',
                label: 'Terminal',
                copyContext: 'the flutter pub add command',
                code: flutterPubAdd,
              },
            },
            {
              kind: 'paragraph',
              text: 'The command adds this line to the dependencies of your `pubspec.yaml`; you can also write it yourself, then run `flutter pub get`:',
            },
            {
              kind: 'code',
              sample: {
                language: 'yaml',
                label: 'pubspec.yaml',
                copyContext: 'the manifest dependency',
                code: manifestDependency,
              },
            },
          ],
        },
        {
          id: 'import',
          title: 'Importing the package',
          blocks: [
            {
              kind: 'paragraph',
              text: 'In the Dart file that shows the payment:',
            },
            {
              kind: 'code',
              sample: {
                language: 'dart',
                label: 'Dart',
                copyContext: 'the import line',
                code: importLine,
              },
            },
          ],
        },
        {
          id: 'bonnes-pratiques',
          title: 'Good practices',
          blocks: [
            {
              kind: 'list',
              items: [
                'Never put the API key, the API token or the JWT in the app: a published app can be decompiled.',
                'Create the payment on your server and send the app only what it needs to show it.',
                'Confirm the outcome on the server (`ipn` notification or the transaction’s status) before delivering the order.',
                `Test with the [sandbox](${docsPath('prerequis', 'en')}#bac-a-sable) numbers before publishing.`,
              ],
            },
          ],
        },
      ],
    },
  ],
};
