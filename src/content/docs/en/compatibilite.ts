import { docsPath } from '../../../paths/paths';
import { flutterPackage } from '../flutterPackage';
import type { DocPageContent } from '../types';

export const compatibilite: DocPageContent = {
  page: 'compatibilite',
  lead: 'The site, the hosted payment page and the widget work in the latest version of common browsers, on computers as well as phones, entry-level Android phones included.',
  sections: [
    {
      id: 'navigateurs',
      title: 'Supported browsers',
      blocks: [
        {
          kind: 'table',
          caption: 'Supported browsers and versions',
          columns: ['Browser', 'Systems', 'Version'],
          rows: [
            ['Google Chrome', 'Windows, macOS, Linux, Android', 'Latest version'],
            ['Mozilla Firefox', 'Windows, macOS, Linux, Android', 'Latest version'],
            ['Safari', 'macOS', 'Latest version'],
            ['Safari', 'iOS and iPadOS', 'Latest version'],
            ['Microsoft Edge', 'Windows, macOS', 'Latest version'],
            ['Opera', 'Windows, macOS, Linux, Android', 'Latest version'],
            [
              'Mobile browsers',
              'Samsung Internet, Chrome and Firefox for Android, Safari on iPhone',
              'Latest version',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Older versions show the pages, but some features may be missing. Browsers update themselves automatically: keep those updates on, they also bring security fixes.',
        },
      ],
    },
    {
      id: 'conditions',
      title: 'What the pages need',
      blocks: [
        {
          kind: 'list',
          items: [
            'JavaScript enabled to pay: the payment page and the widget need it to follow the payment live.',
            'An HTTPS connection: the payment page is only served over HTTPS; serve the page that holds the widget over HTTPS too.',
            'The pages’ text stays readable with zoom up to 200% and with the system’s dark mode.',
          ],
        },
      ],
    },
    {
      id: 'applications-mobiles',
      title: 'Mobile apps',
      blocks: [
        {
          kind: 'paragraph',
          text: `For an app, use the [Flutter SDK](${docsPath('flutter', 'en')}#sdk) (Dart ${flutterPackage.dart}+, Flutter ${flutterPackage.flutter}+) or the [Android SDK](${docsPath('android', 'en')}) for Kotlin Jetpack Compose.`,
        },
      ],
    },
    {
      id: 'signaler-un-probleme',
      title: 'Reporting a problem',
      blocks: [
        {
          kind: 'paragraph',
          text: `A page looks wrong in your browser? [Write to support](${docsPath('support', 'en')}) giving the browser, its version and the device’s system.`,
        },
      ],
    },
  ],
};
